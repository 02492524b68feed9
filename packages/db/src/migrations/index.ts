import type { Migration } from 'kysely';
import * as m0001 from './0001_init.js';
import * as m0002 from './0002_event_list_indexes.js';
import * as m0003 from './0003_event_list_covering_indexes.js';
import * as m0004 from './0004_rate_limit_counters.js';
import * as m0005 from './0005_mail_delivery_and_rsvp_links.js';
import * as m0007 from './0007_recurrence_exceptions.js';
import * as m0008 from './0008_church_directory_indexes.js';
import * as m0009 from './0009_admin_audit_and_stripe_cancellations.js';
import * as m0010 from './0010_event_view_counts.js';
import * as m0011 from './0011_visit_tracking.js';
import * as m0012 from './0012_church_analytics_indexes.js';
import * as m0013 from './0013_attendee_and_notification_indexes.js';
import * as m0014 from './0014_event_place.js';
import * as m0015 from './0015_event_facts.js';
import * as m0016 from './0016_finished_mail_index.js';
import * as m0018 from './0018_usernames_ignore_case.js';
import * as m0019 from './0019_message_opt_outs_and_mail_secrets.js';
import * as m0020 from './0020_rsvp_email_index.js';
import * as m0021 from './0021_rsvp_occurrence_dates.js';
import * as m0022 from './0022_cancelled_rsvp_links.js';
import * as m0023 from './0023_change_notices.js';
import * as m0024 from './0024_waitlist.js';
import * as m0025 from './0025_reminders.js';
import * as m0026 from './0026_church_partner_since.js';
import * as m0027 from './0027_cancelled_events.js';
import * as m0028 from './0028_church_location_and_text_search.js';
import * as m0029 from './0029_account_email_and_password_resets.js';
import * as m0030 from './0030_subscription_management.js';
import * as m0031 from './0031_church_invitations.js';
import * as m0032 from './0032_radius_covering_indexes.js';
import * as m0033 from './0033_waitlist_tokens_out_of_page_views.js';

/**
 * Every migration, by name. A static map rather than a folder scan, so the list survives bundling
 * and runs the same from src/ and dist/. Names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_event_list_indexes': m0002,
  '0003_event_list_covering_indexes': m0003,
  '0004_rate_limit_counters': m0004,
  '0005_mail_delivery_and_rsvp_links': m0005,
  '0007_recurrence_exceptions': m0007,
  '0008_church_directory_indexes': m0008,
  '0009_admin_audit_and_stripe_cancellations': m0009,
  '0010_event_view_counts': m0010,
  '0011_visit_tracking': m0011,
  '0012_church_analytics_indexes': m0012,
  '0013_attendee_and_notification_indexes': m0013,
  '0014_event_place': m0014,
  '0015_event_facts': m0015,
  '0016_finished_mail_index': m0016,
  '0018_usernames_ignore_case': m0018,
  '0019_message_opt_outs_and_mail_secrets': m0019,
  '0020_rsvp_email_index': m0020,
  '0021_rsvp_occurrence_dates': m0021,
  '0022_cancelled_rsvp_links': m0022,
  '0023_change_notices': m0023,
  '0024_waitlist': m0024,
  '0025_reminders': m0025,
  '0026_church_partner_since': m0026,
  '0027_cancelled_events': m0027,
  '0028_church_location_and_text_search': m0028,
  '0029_account_email_and_password_resets': m0029,
  '0030_subscription_management': m0030,
  '0031_church_invitations': m0031,
  '0032_radius_covering_indexes': m0032,
  '0033_waitlist_tokens_out_of_page_views': m0033,
};
