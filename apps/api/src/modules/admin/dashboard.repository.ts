import type { Db } from '@huddle/db';
import { sql } from 'kysely';

/*
 * The admin dashboard's figures, each one SQL statement over the live tables (the daily rollup
 * tables are read only where the live visit log has no rows; nothing fills them yet). `since`
 * null means all time. "In the period" means created in it: events by `created_at`, RSVPs by
 * `created_at`, churches by `created_at`.
 */

const EPOCH = new Date(0);

export type PlatformTotals = {
  churches: number;
  events: number;
  attendees: number;
  rsvps: number;
  rsvpsInPeriod: number;
  newChurches: number;
  previousNewChurches: number;
};

/** Totals of all time, and the sign-ups of this period and of the one before it. */
export async function platformTotals(
  db: Db,
  since: Date | null,
  previousSince: Date | null,
): Promise<PlatformTotals> {
  const from = since ?? EPOCH;
  const previousFrom = previousSince ?? EPOCH;
  const { rows } = await sql<PlatformTotals>`
    select
      c.churches, c.new_churches as "newChurches", c.previous_new_churches as "previousNewChurches",
      e.events, e.attendees, r.rsvps, r.rsvps_in_period as "rsvpsInPeriod"
    from
      (select count(*)::int as churches,
              count(*) filter (where created_at >= ${from})::int as new_churches,
              count(*) filter (where created_at >= ${previousFrom} and created_at < ${from})::int
                as previous_new_churches
       from churches) c,
      (select count(*)::int as events, coalesce(sum(current_attendees), 0)::int as attendees
       from events) e,
      (select count(*)::int as rsvps,
              count(*) filter (where created_at >= ${from})::int as rsvps_in_period
       from rsvps) r`.execute(db);
  return rows[0]!;
}

export type VisitFigures = {
  dailyActiveUsers: number;
  monthlyActiveUsers: number;
  pageViews: number;
  visitors: number;
};

/**
 * Visits from the page_views log (visit tracking), in one pass grouped by visitor key: distinct
 * visitors of the last day, of the last 30 days and of the period, and page views of the period.
 * Days of the period before the log's first row come from user_engagement_daily, when it has
 * rows for them.
 */
export async function visitFigures(db: Db, since: Date | null, now: Date): Promise<VisitFigures> {
  const from = since ?? EPOCH;
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const scanFrom = from < monthAgo ? from : monthAgo;
  const { rows } = await sql<VisitFigures>`
    with visitors as (
      select session_key, max(created_at) as last_at,
             count(*) filter (where created_at >= ${from}) as views
      from page_views where created_at >= ${scanFrom}
      group by session_key
    ),
    rolled as (
      select coalesce(sum(page_views), 0) as views, coalesce(sum(unique_visitors), 0) as visitors
      from user_engagement_daily
      where date >= ${from}::date
        and date < coalesce((select min(created_at) from page_views)::date, 'infinity'::date)
    )
    select
      count(*) filter (where session_key is not null and last_at >= ${dayAgo})::int
        as "dailyActiveUsers",
      count(*) filter (where session_key is not null and last_at >= ${monthAgo})::int
        as "monthlyActiveUsers",
      (coalesce(sum(views), 0) + (select views from rolled))::int as "pageViews",
      (count(*) filter (where session_key is not null and views > 0)
        + (select visitors from rolled))::int as visitors
    from visitors`.execute(db);
  return rows[0]!;
}

export type ChurchPerformanceRow = {
  churchId: number;
  name: string;
  totalEvents: number;
  totalAttendees: number;
};

export type StateRow = {
  state: string;
  churchCount: number;
  eventCount: number;
  attendeeCount: number;
};

export type SportRow = {
  sport: string;
  eventCount: number;
  /** Tenths of an attendee, so rounding happens once, in SQL. */
  averageAttendanceTenths: number;
  totalAttendees: number;
};

export type EventInsights = {
  top: ChurchPerformanceRow[];
  states: StateRow[];
  sports: SportRow[];
};

/**
 * Everything the dashboard says about the period's events, from one scan of them: the churches
 * with the most engagement (10 points per event created in the period and 1 per attendee
 * registered for those events, see docs/decisions.md), per state its churches (all time) and
 * their events and attendees of the period, and per sport or church-event type its events,
 * average and total attendance.
 */
export async function eventInsights(
  db: Db,
  since: Date | null,
  topLimit: number,
): Promise<EventInsights> {
  const { rows } = await sql<EventInsights>`
    with grouped as (
      -- One scan of the period's events, aggregated per church and per sport at once.
      select church_id, sport, grouping(sport) as by_church, count(*)::int as events,
             coalesce(sum(current_attendees), 0)::int as attendees,
             round(avg(current_attendees) * 10)::int as tenths
      from events where created_at >= ${since ?? EPOCH}
      group by grouping sets ((church_id), (sport))
    ),
    per_church as (
      select church_id, events, attendees from grouped where by_church = 1
    ),
    top as (
      select c.id as "churchId", c.name, p.events as "totalEvents", p.attendees as "totalAttendees"
      from per_church p join churches c on c.id = p.church_id
      order by p.events * 10 + p.attendees desc, c.id
      limit ${topLimit}
    ),
    states as (
      select c.state, count(*)::int as "churchCount",
             coalesce(sum(p.events), 0)::int as "eventCount",
             coalesce(sum(p.attendees), 0)::int as "attendeeCount"
      from churches c left join per_church p on p.church_id = c.id
      group by c.state
    ),
    sports as (
      select sport, events as "eventCount", tenths as "averageAttendanceTenths",
             attendees as "totalAttendees"
      from grouped where by_church = 0
    )
    select
      coalesce(
        (select json_agg(t order by t."totalEvents" * 10 + t."totalAttendees" desc, t."churchId")
         from top t),
        '[]'
      ) as top,
      coalesce((select json_agg(s order by s."churchCount" desc, s.state) from states s), '[]')
        as states,
      coalesce((select json_agg(s order by s."eventCount" desc, s.sport) from sports s), '[]')
        as sports`.execute(db);
  return rows[0]!;
}
