import type { Db } from '@huddle/db';
import { type RawBuilder, sql } from 'kysely';

/*
 * The admin dashboard's figures, each one SQL statement: all-time totals from platform_counts,
 * visits and the period's RSVPs from the daily rollups (today live), church sign-ups from
 * churches, event insights from event_facts (a trigger-kept copy of events, exact). `since` null
 * means all time. "In the period" means created in it: events by `created_at`, RSVPs by `created_at`, churches by `created_at`.
 */

const EPOCH = new Date(0);

export type PlatformTotals = {
  churches: number;
  events: number;
  attendees: number;
  rsvps: number;
  /** RSVPs made since `rsvpsFrom`: the first instant of the period's first visit day. */
  rsvpsInPeriod: number;
  newChurches: number;
  previousNewChurches: number;
};

/**
 * Totals of all time from platform_counts (kept by triggers, exact), the church sign-ups of this
 * period and of the one before it, and the RSVPs made since `rsvpsFrom` (a UTC midnight): the
 * rolled-up days from platform_analytics_daily.new_rsvps, the days before the first rollup and
 * after the last one counted live (so a database never backfilled is still right, only slower).
 */
export async function platformTotals(
  db: Db,
  since: Date | null,
  previousSince: Date | null,
  rsvpsFrom: Date | null,
): Promise<PlatformTotals> {
  const { rows } = await platformTotalsStatement(since, previousSince, rsvpsFrom).execute(db);
  return rows[0]!;
}

/** The statement behind `platformTotals` (exported for the benchmark's bare route). */
export function platformTotalsStatement(
  since: Date | null,
  previousSince: Date | null,
  rsvpsFrom: Date | null,
): RawBuilder<PlatformTotals> {
  const from = since ?? EPOCH;
  const previousFrom = previousSince ?? EPOCH;
  const rsvpsSince = rsvpsFrom ?? EPOCH;
  return sql<PlatformTotals>`
    with totals as (
      select coalesce(sum(churches), 0)::int as churches, coalesce(sum(events), 0)::int as events,
             coalesce(sum(rsvps), 0)::int as rsvps, coalesce(sum(attendees), 0)::int as attendees
      from platform_counts
    ),
    rolled as (
      select min(date)::timestamp at time zone 'UTC' as first_at,
             (max(date) + 1)::timestamp at time zone 'UTC' as after_at
      from platform_analytics_daily
    )
    select
      t.churches, t.events, t.attendees, t.rsvps,
      (select count(*) filter (where created_at >= ${from})::int from churches
        where created_at >= ${previousFrom}) as "newChurches",
      (select count(*) filter (where created_at < ${from})::int from churches
        where created_at >= ${previousFrom}) as "previousNewChurches",
      case when ${rsvpsFrom}::timestamptz is null then t.rsvps else (
        (select coalesce(sum(new_rsvps), 0) from platform_analytics_daily
          where date >= (${rsvpsSince}::timestamptz at time zone 'UTC')::date)
        + (select count(*) from rsvps where created_at >= ${rsvpsSince}
            and created_at < coalesce((select first_at from rolled), 'infinity'))
        + (select count(*) from rsvps where created_at >= greatest(${rsvpsSince}::timestamptz,
            coalesce((select after_at from rolled), 'infinity')))
      )::int end as "rsvpsInPeriod"
    from totals t`;
}

export type VisitFigures = {
  dailyActiveUsers: number;
  /** Visitor-days of the 30 days: each day's unique visitors added up (see visitFigures). */
  monthlyActiveUsers: number;
  pageViews: number;
  visitors: number;
  /** Event page views of the period, over the same days as `rsvpsInPeriod`. */
  eventViews: number;
};

export type VisitDays = {
  /** First UTC day of the period ('YYYY-MM-DD'); null for all time. */
  first: string | null;
  /** The last finished day, whose unique visitors are the daily active users. */
  yesterday: string;
  /** First of the 30 days, today included, whose visitors make the monthly active users. */
  monthFirst: string;
};

/**
 * Visits per UTC day: the rolled-up days from user_engagement_daily, the days after the last one
 * rolled (today, and any day the job has not reached yet) live from the page_views log. A
 * visitor key lives one day (its salt rotates), so visitors over several days are visitor-days:
 * someone who came on three days counts three times, as in Plausible. No count of distinct
 * people over a month can be made from them (docs/adr/0080-admin-visit-figures.md).
 *
 * Event views (the conversion's denominator) are counted over exactly the days RSVPs are
 * (platformTotals): rolled days from user_engagement_daily.event_views, the days before the first
 * and after the last rolled one live from event_view_counts (exact, never pruned).
 */
export async function visitFigures(db: Db, days: VisitDays): Promise<VisitFigures> {
  const { rows } = await visitFiguresStatement(days).execute(db);
  return rows[0]!;
}

/** The statement behind `visitFigures` (exported for the benchmark's bare route). */
export function visitFiguresStatement(days: VisitDays): RawBuilder<VisitFigures> {
  const firstAt = sql`coalesce(${days.first}::date::timestamp at time zone 'UTC', '-infinity')`;
  return sql<VisitFigures>`
    with rolled as (
      select min(date)::timestamp at time zone 'UTC' as first_at,
             (max(date) + 1)::timestamp at time zone 'UTC' as after_at
      from user_engagement_daily
    ),
    live as (
      -- A scalar subquery (an InitPlan) rather than a join, so the created_at index is used.
      select (created_at at time zone 'UTC')::date as day, count(*) as views,
             count(distinct visitor_key) as visitors
      from page_views
      where created_at >= coalesce(
        (select (max(date) + 1)::timestamp at time zone 'UTC' from user_engagement_daily),
        '-infinity')
      group by 1
    ),
    daily as (
      select date as day, page_views as views, unique_visitors as visitors
      from user_engagement_daily
      union all
      select day, views, visitors from live
    )
    select
      coalesce(sum(views) filter (where day >= ${days.first}::date or ${days.first}::date is null), 0)::int
        as "pageViews",
      coalesce(sum(visitors) filter (where day >= ${days.first}::date or ${days.first}::date is null), 0)::int
        as visitors,
      coalesce(sum(visitors) filter (where day = ${days.yesterday}::date), 0)::int
        as "dailyActiveUsers",
      coalesce(sum(visitors) filter (where day >= ${days.monthFirst}::date), 0)::int
        as "monthlyActiveUsers",
      (
        (select coalesce(sum(event_views), 0) from user_engagement_daily
          where date >= ${days.first}::date or ${days.first}::date is null)
        + (select coalesce(sum(views), 0) from event_view_counts, rolled r
            where hour >= ${firstAt} and hour < coalesce(r.first_at, 'infinity'))
        + (select coalesce(sum(views), 0) from event_view_counts, rolled r
            where hour >= greatest(${firstAt}, coalesce(r.after_at, 'infinity')))
      )::int as "eventViews"
    from daily`;
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
 * Everything the dashboard says about the period's events, from one scan of event_facts (the
 * narrow copy of events kept by triggers, migration 0015; exact, and a ninth of the bytes): the
 * churches with the most engagement (10 points per event created in the period and 1 per
 * attendee registered for those events, see docs/adr/0044-admin-dashboard-figures.md), per state its churches (all
 * time) and their events and attendees of the period, and per sport or church-event type its
 * events, average and total attendance.
 */
export async function eventInsights(
  db: Db,
  since: Date | null,
  topLimit: number,
): Promise<EventInsights> {
  const { rows } = await eventInsightsStatement(since, topLimit).execute(db);
  return rows[0]!;
}

/** The statement behind `eventInsights` (exported for the benchmark's bare route). */
export function eventInsightsStatement(
  since: Date | null,
  topLimit: number,
): RawBuilder<EventInsights> {
  return sql<EventInsights>`
    with grouped as (
      -- One scan of the period's events, aggregated per church and per sport at once.
      select church_id, sport, grouping(sport) as by_church, count(*)::int as events,
             coalesce(sum(attendees), 0)::int as attendees,
             round(avg(attendees) * 10)::int as tenths
      from event_facts where created_at >= ${since ?? EPOCH}
      group by grouping sets ((church_id), (sport))
    ),
    per_church as materialized (
      select church_id, events, attendees from grouped where by_church = 1
    ),
    top as (
      -- Ranked before the join, so only the ten winners look their church up (the key is the
      -- church's id either way: every event's church exists).
      select c.id as "churchId", c.name, p.events as "totalEvents", p.attendees as "totalAttendees"
      from (
        select church_id, events, attendees from per_church
        order by events * 10 + attendees desc, church_id
        limit ${topLimit}
      ) p
      join churches c on c.id = p.church_id
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
        as sports`;
}
