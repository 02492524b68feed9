import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { JsonDefault, NullableTimestamptz, TimestamptzDefault } from './columns.js';

/**
 * pending: waiting for a delivery job; sending: claimed by one until `claimed_until`; sent: the
 * SMTP server accepted it; logged: no SMTP server configured, written to the log instead;
 * failed: every attempt failed (see `last_error`).
 */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'logged' | 'failed';

/** A file sent with a mail, e.g. the event's .ics; text content only. */
export type MailAttachment = { filename: string; contentType: string; content: string };

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
  /** SHA-256 of the token in the message's stop link; null for messages sent without one. */
  stop_token_hash: string | null;
};

/** An address that asked one church, through a message's stop link, for no more messages. */
export type MessageOptOutsTable = {
  church_id: number;
  /** Lower-cased. */
  email: string;
  created_at: TimestamptzDefault;
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
  /** What the mail is about, e.g. 'rsvp.attendee'; for people reading the outbox. */
  kind: string | null;
  reply_to: string | null;
  attachments: JsonDefault<MailAttachment[]>;
  /** The unique part of the Message-ID, fixed when queued so a resend keeps it. */
  message_key: Generated<string>;
  /** When a delivery job was created for the mail. */
  queued_at: NullableTimestamptz;
  /** A job that claimed the mail owns it until then. */
  claimed_until: NullableTimestamptz;
  updated_at: TimestamptzDefault;
  /** The church the mail speaks for: its From reads "<church> via <platform>". */
  on_behalf_of: string | null;
  /** The stop link for the List-Unsubscribe header (RFC 8058). */
  list_unsubscribe: string | null;
  /** When the bodies and the stop link were removed from this copy, once it was finished. */
  body_removed_at: NullableTimestamptz;
};

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
export type NotificationUpdate = Updateable<NotificationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type MessageOptOutRow = Selectable<MessageOptOutsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMailOutbox = Insertable<MailOutboxTable>;
export type MailOutboxUpdate = Updateable<MailOutboxTable>;
