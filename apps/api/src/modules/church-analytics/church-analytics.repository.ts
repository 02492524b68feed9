import type { Db } from '@huddle/db';
import type { AnalyticsPeriod } from '@huddle/domain';
import { type RawBuilder, sql } from 'kysely';
import { seriesRunning } from '../events/series-running.js';
import type { ChurchAnalytics, EventAnalyticsEntry } from './church-analytics.schemas.js';

/*
 * A church's analytics, in SQL. What a period is (docs/adr/0058-church-analytics.md):
 * - A period is whole local days in each event's own zone: today and the days before it, 7, 30 or
 *   90 days in all, or for 1y the days since this date a year ago (365 or 366). It begins at
 *   local midnight of its first day, so a DST change inside it makes it an hour shorter or longer.
 *   The period before it has the same length in local days and ends where this one begins.
 * - An event belongs to the period when it starts on or after the period's first instant, or is
 *   still to come (not started, or a series still running, as GET /api/events lists upcoming).
 * - RSVPs and event views belong to the period when they were made in it (up to `now`); views
 *   are read only from event_view_counts (UTC hour buckets: every offered zone is a whole number
 *   of hours from UTC, so a local midnight is always the start of a bucket).
 * Only active events count (an inactive event has no page and takes no RSVP).
 */

const PERIOD_LENGTH: Record<AnalyticsPeriod, string | null> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '1y': '1 year',
  all: null,
};

/**
 * The church's active events with, in each event's zone, the first instant of the period
 * (`since`) and of the one before it (`previous_since`), both null for 'all'.
 */
function scopedEvents(churchId: number, period: AnalyticsPeriod, now: Date): RawBuilder<unknown> {
  const length = PERIOD_LENGTH[period];
  return sql`
    select e.id, e.title, e.sport, e.datetime, e.timezone,
           e.current_attendees, e.max_attendees,
           -- Each date of a series seats max_attendees: the dates people came to count.
           e.max_attendees * greatest(1, (select count(*) from occurrence_seats o
             where o.event_id = e.id and o.taken > 0))::int as seats_offered,
           (e.datetime >= ${now} or ${seriesRunning(now, 'e')}) as upcoming,
           (e.is_recurring and e.recurrence_pattern <> 'none') as series,
           d.first_day::timestamp at time zone e.timezone as since,
           (d.first_day - ${length}::interval)::date::timestamp at time zone e.timezone
             as previous_since
    from events e
    cross join lateral (
      select ((${now}::timestamptz at time zone e.timezone)::date + 1
              - ${length}::interval)::date as first_day
    ) d
    where e.church_id = ${churchId} and e.is_active`;
}

const IN_PERIOD = sql`(since is null or datetime >= since or upcoming)`;

export type SummaryRow = Omit<ChurchAnalytics, 'rsvpConversionRate' | 'previousPeriod'> & {
  previousRsvps: number;
  previousEventViews: number;
};

/** Everything of the church analytics response but the derived conversion, in one statement. */
export function churchAnalyticsStatement(
  churchId: number,
  period: AnalyticsPeriod,
  now: Date,
): RawBuilder<SummaryRow> {
  return sql<SummaryRow>`
    with scoped as materialized (${scopedEvents(churchId, period, now)}),
    totals as (
      select count(*) filter (where ${IN_PERIOD})::int as total_events,
             count(*) filter (where upcoming)::int as upcoming_events,
             coalesce(sum(current_attendees) filter (where ${IN_PERIOD}), 0)::int as attendees,
             coalesce(round(avg(current_attendees) filter (where ${IN_PERIOD}), 1), 0)::float8
               as average,
             coalesce(round(sum(current_attendees) filter (where ${IN_PERIOD}) * 100.0
               / nullif(sum(seats_offered) filter (where ${IN_PERIOD}), 0), 1), 0)::float8
               as utilization
      from scoped
    ),
    activity as (
      -- Per event, so each count is a range read of one event's index entries (a hash of the
      -- whole view table would read every church's views).
      select coalesce(sum(r.now_), 0)::int as rsvps_now, coalesce(sum(r.before_), 0)::int as rsvps_before,
             coalesce(sum(v.now_), 0)::int as views_now, coalesce(sum(v.before_), 0)::int as views_before
      from scoped s
      cross join lateral (
        select count(*) filter (where created_at >= coalesce(s.since, '-infinity')) as now_,
               count(*) filter (where created_at < s.since) as before_
        from rsvps
        where event_id = s.id
          and created_at >= coalesce(s.previous_since, '-infinity') and created_at <= ${now}
      ) r
      cross join lateral (
        select sum(views) filter (where hour >= coalesce(s.since, '-infinity')) as now_,
               sum(views) filter (where hour < s.since) as before_
        from event_view_counts
        where event_id = s.id
          and hour >= coalesce(s.previous_since, '-infinity') and hour <= ${now}
      ) v
    ),
    sports as (
      select sport, coalesce(sum(current_attendees), 0)::int as attendees, count(*)::int as count
      from scoped where ${IN_PERIOD} group by sport
    ),
    months as (
      select to_char(datetime at time zone timezone, 'YYYY-MM') as month, count(*)::int as events,
             coalesce(sum(current_attendees), 0)::int as attendees
      from scoped where ${IN_PERIOD} group by 1
    ),
    calendar as (
      -- Every month from the first to the last, so a chart shows the quiet months as zero.
      select to_char(m, 'YYYY-MM') as month
      from (select min(month) as lo, max(month) as hi from months) span,
           generate_series(to_date(span.lo, 'YYYY-MM'), to_date(span.hi, 'YYYY-MM'),
                           interval '1 month') m
      where span.lo is not null
    )
    select t.total_events as "totalEvents", t.upcoming_events as "upcomingEvents",
           t.total_events - t.upcoming_events as "pastEvents",
           t.attendees as "totalAttendees", t.average as "averageAttendancePerEvent",
           t.utilization as "totalCapacityUtilization",
           a.rsvps_now as "rsvpsInPeriod", a.rsvps_before as "previousRsvps",
           a.views_now as "eventViews", a.views_before as "previousEventViews",
           coalesce((select json_agg(json_build_object(
                       'sport', s.sport, 'attendees', s.attendees, 'count', s.count)
                     order by s.attendees desc, s.count desc, s.sport) from sports s), '[]')
             as "topSports",
           coalesce((select json_agg(json_build_object(
                       'month', c.month, 'events', coalesce(m.events, 0),
                       'attendees', coalesce(m.attendees, 0)) order by c.month)
                     from calendar c left join months m on m.month = c.month), '[]')
             as "monthlyTrends"
    from totals t, activity a`;
}

export async function churchAnalyticsFigures(
  db: Db,
  churchId: number,
  period: AnalyticsPeriod,
  now: Date,
): Promise<SummaryRow> {
  const { rows } = await churchAnalyticsStatement(churchId, period, now).execute(db);
  return rows[0]!;
}

/** Spec §3 event analytics entries: the period's events, latest start first. */
export function eventAnalyticsStatement(
  churchId: number,
  period: AnalyticsPeriod,
  now: Date,
): RawBuilder<EventAnalyticsEntry> {
  return sql<EventAnalyticsEntry>`
    with scoped as (${scopedEvents(churchId, period, now)})
    select s.id, s.title, s.sport, s.datetime, s.timezone,
           s.current_attendees as "currentAttendees", s.max_attendees as "maxAttendees",
           s.seats_offered as "seatsOffered",
           round(s.current_attendees * 100.0 / s.seats_offered, 1)::float8 as "attendanceRate",
           (select count(*) from rsvps r where r.event_id = s.id)::int as "rsvpCount",
           s.upcoming,
           coalesce((select json_agg(json_build_object(
                       'date', to_char(o.occurrence_date, 'YYYY-MM-DD'),
                       'attendees', o.taken,
                       'rsvpCount', (select count(*) from rsvps r
                                     where r.event_id = s.id
                                       and r.occurrence_date = o.occurrence_date),
                       'attendanceRate', round(o.taken * 100.0 / s.max_attendees, 1)::float8)
                     order by o.occurrence_date)
                     from occurrence_seats o
                     where s.series and o.event_id = s.id and o.taken > 0), '[]') as dates
    from scoped s
    where ${IN_PERIOD}
    order by s.datetime desc, s.id desc`;
}

export async function eventAnalyticsEntries(
  db: Db,
  churchId: number,
  period: AnalyticsPeriod,
  now: Date,
): Promise<EventAnalyticsEntry[]> {
  const { rows } = await eventAnalyticsStatement(churchId, period, now).execute(db);
  return rows;
}
