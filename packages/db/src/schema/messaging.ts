import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { NullableTimestamptz, TimestamptzDefault } from './columns.js';

export type MailStatus = 'pending' | 'sent' | 'failed';

export type NotificationsTable = {
  id: Generated<number>;
  church_id: number;
  event_id: number | null;
  rsvp_id: number | null;
  type: Generated<string>;
  message: string;
  is_read: Generated<boolean>;
  created_at: TimestamptzDefault;
};

export type MessagesTable = {
  id: Generated<number>;
  church_id: number;
  /** Set to null when the RSVP goes, so the church keeps a record of what it sent. */
  rsvp_id: number | null;
  subject: string;
  message_body: string;
  sent_to: string;
  sent_at: TimestamptzDefault;
};

export type ContactMessagesTable = {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: TimestamptzDefault;
};

export type MailOutboxTable = {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: TimestamptzDefault;
  sent_at: NullableTimestamptz;
};

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
export type NotificationUpdate = Updateable<NotificationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMailOutbox = Insertable<MailOutboxTable>;
export type MailOutboxUpdate = Updateable<MailOutboxTable>;
