import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  NullableTimestamptz,
  TextArrayDefault,
  Timestamptz,
  TimestamptzDefault,
  WithDefault,
} from './columns.js';

export type AgeGroup = 'all' | 'family' | 'adults' | 'youth';
export type RecurrencePattern = 'none' | 'daily' | 'weekly' | 'monthly';
export type DayOfWeek =
  | 'monday'
  | 'tuesday'
  | 'wednesday'
  | 'thursday'
  | 'friday'
  | 'saturday'
  | 'sunday';

export type EventsTable = {
  id: Generated<number>;
  title: string;
  description: string;
  /** A sport or a church-event type; the lists live in @huddle/domain. */
  sport: string;
  game_details: Generated<string>;
  datetime: Timestamptz;
  /** IANA zone the event is shown in. */
  timezone: Generated<string>;
  church_id: number;
  max_attendees: Generated<number>;
  /**
   * Sum of the RSVPs' guests over all dates. A one-off event has one date, so the database
   * refuses a value above max_attendees; a series' dates are counted in `occurrence_seats`.
   */
  current_attendees: Generated<number>;
  food_provided: Generated<boolean>;
  /** Attendees are reminded a day and two hours before (migration 0025); the church may say no. */
  reminders_enabled: Generated<boolean>;
  age_group: WithDefault<AgeGroup>;
  is_active: Generated<boolean>;
  image_url: string | null;
  is_recurring: Generated<boolean>;
  recurrence_pattern: WithDefault<RecurrencePattern>;
  recurrence_end_date: NullableTimestamptz;
  recurrence_days_of_week: WithDefault<DayOfWeek[]>;
  /** Cancelled local dates 'YYYY-MM-DD' of a series (date[]; read as strings, see pg-types.ts). */
  recurrence_exceptions: TextArrayDefault;
  created_at: TimestamptzDefault;
  updated_at: TimestamptzDefault;
  /** SEQUENCE of the event's calendar files: raised by each change its attendees are told of. */
  calendar_sequence: Generated<number>;
  /**
   * The church's place, copied by triggers (migration 0014) on insert and whenever the church
   * moves, so the list's place filters walk one index range. Never written by the application.
   */
  place_city: ColumnType<string, never, never>;
  place_state: ColumnType<string, never, never>;
  place_zip: ColumnType<string, never, never>;
  /** The church's latitude and longitude, copied the same way (migration 0028); null if unknown. */
  place_lat: ColumnType<number | null, never, never>;
  place_lng: ColumnType<number | null, never, never>;
};

export type RsvpsTable = {
  id: Generated<number>;
  event_id: number;
  attendee_name: string;
  attendee_email: string;
  attendee_phone: string | null;
  number_of_guests: Generated<number>;
  special_requests: string | null;
  created_at: TimestamptzDefault;
  /** SHA-256 (hex) of the token in the attendee's manage link; null for RSVPs without one. */
  manage_token_hash: string | null;
  /**
   * The date the RSVP is for, 'YYYY-MM-DD' in the event's zone (a one-off event's own day; the
   * database fills that in when left out). Read as a string (pg-types.ts).
   */
  occurrence_date: ColumnType<string, string | undefined, string>;
  /** The attendee stopped this RSVP's reminders (RFC 8058 one-click). */
  reminders_stopped: Generated<boolean>;
};

export type ReminderKind = 'day' | 'hours';

/**
 * A reminder sent (migration 0025): one per RSVP and kind, whoever sends it; the hash of the
 * token in its links (release the seats, stop reminders).
 */
export type RsvpRemindersTable = {
  rsvp_id: number;
  kind: ReminderKind;
  token_hash: string;
  sent_at: TimestamptzDefault;
};

/**
 * A change an attendee is to be told of (migration 0023): what they were last told, and when the
 * quiet window after the last edit ends.
 */
export type ChangeNoticesTable = {
  rsvp_id: number;
  told_start: Timestamptz;
  told_place: string;
  due_at: Timestamptz;
};

export type RsvpCancellationReason = 'event_deleted' | 'date_cancelled' | 'church_deleted';

/**
 * What a private link says once its church cancelled (migration 0022): the link's SHA-256 only,
 * the event and date; nothing of the attendee. Expires a month after the date.
 */
export type CancelledRsvpLinksTable = {
  token_hash: string;
  /** Null when the church itself was deleted: its events are not kept. */
  event_title: string | null;
  occurrence_date: string;
  reason: RsvpCancellationReason;
  expires_at: Timestamptz;
};

/**
 * People RSVP'd per (event, date), kept by triggers on `rsvps` (migration 0021), with the seats
 * held by waitlist offers and the parties waiting, kept by triggers on `waitlist_entries`
 * (migration 0024); they refuse more people and held seats together than the event's
 * max_attendees on one date. Never written by the application.
 */
export type OccurrenceSeatsTable = {
  event_id: ColumnType<number, never, never>;
  occurrence_date: ColumnType<string, never, never>;
  taken: ColumnType<number, never, never>;
  held: ColumnType<number, never, never>;
  waiting: ColumnType<number, never, never>;
};

export type WaitlistStatus = 'waiting' | 'offered' | 'expired';

/**
 * A party waiting for seats on one date (migration 0024): in line ('waiting'), holding offered
 * seats until `offered_until` ('offered'), or past an offer it let expire ('expired', kept so its
 * link can say so). Claimed, it becomes an RSVP and the row goes.
 */
export type WaitlistEntriesTable = {
  id: Generated<number>;
  event_id: number;
  occurrence_date: string;
  attendee_name: string;
  attendee_email: string;
  attendee_phone: string | null;
  number_of_guests: number;
  special_requests: string | null;
  /** SHA-256 (hex) of the token of the party's private link; the RSVP's once claimed. */
  manage_token_hash: string;
  /** SHA-256 (hex) of the token of the offer mail's link, which opens the same entry. */
  offer_token_hash: string | null;
  status: WithDefault<WaitlistStatus>;
  offered_until: Timestamptz | null;
  created_at: TimestamptzDefault;
};

/**
 * A deleted event not yet over, kept for calendar feeds to show as cancelled (migration 0027):
 * written by a trigger on delete, never by the application; housekeeping deletes it once over.
 */
export type CancelledEventsTable = {
  event_id: number;
  church_id: number;
  title: string;
  description: string;
  sport: string;
  datetime: Timestamptz;
  timezone: string;
  is_recurring: boolean;
  recurrence_pattern: RecurrencePattern;
  recurrence_end_date: NullableTimestamptz;
  recurrence_days_of_week: DayOfWeek[];
  recurrence_exceptions: string[];
  /** The event's sequence plus one: the cancellation is a change calendars must take. */
  calendar_sequence: number;
  place_city: string;
  place_state: string;
  place_zip: string;
  cancelled_at: TimestamptzDefault;
  ends_at: Timestamptz;
};

export type EventRow = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
export type EventUpdate = Updateable<EventsTable>;
export type RsvpRow = Selectable<RsvpsTable>;
export type NewRsvp = Insertable<RsvpsTable>;
export type RsvpUpdate = Updateable<RsvpsTable>;
export type WaitlistEntryRow = Selectable<WaitlistEntriesTable>;
export type NewWaitlistEntry = Insertable<WaitlistEntriesTable>;
