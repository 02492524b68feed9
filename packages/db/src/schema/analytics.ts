import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  DateOnly,
  JsonDefault,
  NumericDefault,
  Timestamptz,
  TimestamptzDefault,
} from './columns.js';

export type PageViewsTable = {
  id: Generated<number>;
  /** Without query or fragment; secret segments (the tokens of RSVP and waitlist links) replaced. */
  path: string;
  /** The visitor of the UTC day: a hash of that day's salt, address, user agent and host. */
  visitor_key: string;
  /** The referring site's host name only, when it is another site. */
  referrer: string | null;
  /** 'mobile', 'tablet' or 'desktop', from the user agent. */
  device_type: string | null;
  created_at: TimestamptzDefault;
};

export type EventViewsTable = {
  id: Generated<number>;
  event_id: number;
  created_at: TimestamptzDefault;
};

export type ChurchViewsTable = {
  id: Generated<number>;
  church_id: number;
  created_at: TimestamptzDefault;
};

/** The salt of one UTC day's visitor keys; deleted once the day is over. */
export type VisitSaltsTable = {
  day: DateOnly;
  salt: Buffer;
  created_at: TimestamptzDefault;
};

/** Views of one event in one UTC hour (`hour` is truncated to the hour). */
export type EventViewCountsTable = {
  event_id: number;
  hour: Date;
  views: number;
};

/**
 * Deltas of the platform's totals, appended by triggers; their sums are the totals. The rollup
 * job folds them into one row.
 */
export type PlatformCountsTable = {
  id: Generated<number>;
  churches: Generated<number>;
  events: Generated<number>;
  rsvps: Generated<number>;
  attendees: Generated<number>;
};

/** One narrow row per event, kept by triggers (migration 0015), for the admin event insights. */
export type EventFactsTable = {
  event_id: number;
  church_id: number;
  sport: string;
  created_at: Timestamptz;
  attendees: number;
};

export type SportCount = { sport: string; count: number };
export type StateCount = { state: string; count: number };
export type ReferrerCount = { referrer: string; count: number };

/** One row per day, filled by a rollup job. */
export type PlatformAnalyticsDailyTable = {
  date: DateOnly;
  total_churches: Generated<number>;
  active_churches: Generated<number>;
  total_events: Generated<number>;
  total_rsvps: Generated<number>;
  total_attendees: Generated<number>;
  new_church_signups: Generated<number>;
  new_events: Generated<number>;
  /** RSVPs made that day (as the rollup found them). */
  new_rsvps: Generated<number>;
  average_event_attendance: NumericDefault;
  top_sports: JsonDefault<SportCount[]>;
  geographic_distribution: JsonDefault<StateCount[]>;
  /** Percent, e.g. '12.50'. */
  monthly_growth_rate: NumericDefault;
  created_at: TimestamptzDefault;
};

export type UserEngagementDailyTable = {
  date: DateOnly;
  page_views: Generated<number>;
  unique_visitors: Generated<number>;
  event_views: Generated<number>;
  church_views: Generated<number>;
  /** Percent. */
  rsvp_conversion_rate: NumericDefault;
  /** Seconds. */
  average_session_duration: NumericDefault;
  /** Percent. */
  bounce_rate: NumericDefault;
  top_referrers: JsonDefault<ReferrerCount[]>;
  /** Device type → visits, e.g. { "mobile": 120, "desktop": 80 }. */
  device_types: JsonDefault<Record<string, number>>;
  created_at: TimestamptzDefault;
};

export type PageViewRow = Selectable<PageViewsTable>;
export type NewPageView = Insertable<PageViewsTable>;
export type EventViewRow = Selectable<EventViewsTable>;
export type NewEventView = Insertable<EventViewsTable>;
export type PlatformAnalyticsDailyRow = Selectable<PlatformAnalyticsDailyTable>;
export type NewPlatformAnalyticsDaily = Insertable<PlatformAnalyticsDailyTable>;
export type PlatformAnalyticsDailyUpdate = Updateable<PlatformAnalyticsDailyTable>;
export type UserEngagementDailyRow = Selectable<UserEngagementDailyTable>;
export type NewUserEngagementDaily = Insertable<UserEngagementDailyTable>;
export type UserEngagementDailyUpdate = Updateable<UserEngagementDailyTable>;
export type EventViewCountRow = Selectable<EventViewCountsTable>;
export type NewEventViewCount = Insertable<EventViewCountsTable>;
