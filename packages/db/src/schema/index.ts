import type { Kysely } from 'kysely';
import type {
  AdminAuditLogTable,
  AdministratorsTable,
  AdminTokensTable,
  ChurchInvitationsTable,
  ChurchUsersTable,
  PasswordResetTokensTable,
  RateLimitCountersTable,
  SessionTable,
  UsersTable,
} from './accounts.js';
import type {
  ChurchViewsTable,
  EventFactsTable,
  EventViewCountsTable,
  EventViewsTable,
  PageViewsTable,
  PlatformAnalyticsDailyTable,
  PlatformCountsTable,
  UserEngagementDailyTable,
  VisitSaltsTable,
} from './analytics.js';
import type {
  BillingReceiptsTable,
  StripeCancellationsTable,
  StripeEventsTable,
} from './billing.js';
import type { ChurchesTable } from './churches.js';
import type {
  CancelledEventsTable,
  CancelledRsvpLinksTable,
  ChangeNoticesTable,
  EventsTable,
  OccurrenceSeatsTable,
  RsvpRemindersTable,
  RsvpsTable,
  WaitlistEntriesTable,
} from './events.js';
import type {
  ContactMessagesTable,
  MailOutboxTable,
  MessageOptOutsTable,
  MessagesTable,
  NotificationsTable,
} from './messaging.js';
import type { SupportOffersTable, SupportRequestsTable } from './support.js';

export type Database = {
  users: UsersTable;
  session: SessionTable;
  rate_limit_counters: RateLimitCountersTable;
  churches: ChurchesTable;
  church_users: ChurchUsersTable;
  church_invitations: ChurchInvitationsTable;
  events: EventsTable;
  rsvps: RsvpsTable;
  occurrence_seats: OccurrenceSeatsTable;
  waitlist_entries: WaitlistEntriesTable;
  cancelled_events: CancelledEventsTable;
  rsvp_reminders: RsvpRemindersTable;
  cancelled_rsvp_links: CancelledRsvpLinksTable;
  change_notices: ChangeNoticesTable;
  support_offers: SupportOffersTable;
  support_requests: SupportRequestsTable;
  notifications: NotificationsTable;
  messages: MessagesTable;
  message_opt_outs: MessageOptOutsTable;
  administrators: AdministratorsTable;
  admin_tokens: AdminTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  contact_messages: ContactMessagesTable;
  page_views: PageViewsTable;
  event_views: EventViewsTable;
  event_view_counts: EventViewCountsTable;
  church_views: ChurchViewsTable;
  visit_salts: VisitSaltsTable;
  platform_counts: PlatformCountsTable;
  event_facts: EventFactsTable;
  stripe_events: StripeEventsTable;
  mail_outbox: MailOutboxTable;
  platform_analytics_daily: PlatformAnalyticsDailyTable;
  user_engagement_daily: UserEngagementDailyTable;
  admin_audit_log: AdminAuditLogTable;
  stripe_cancellations: StripeCancellationsTable;
  billing_receipts: BillingReceiptsTable;
};

export type Db = Kysely<Database>;

export type * from './accounts.js';
export type * from './analytics.js';
export type * from './billing.js';
export type * from './churches.js';
export type * from './columns.js';
export type * from './events.js';
export type * from './messaging.js';
export type * from './support.js';
