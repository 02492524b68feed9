import type { Db } from '@huddle/db';
import { sql } from 'kysely';

/** The CTE `bounds`: the first instant of the UTC day `day` and of the day after. */
function dayBounds(day: string) {
  return sql`bounds as (
      select ${day}::date::timestamp at time zone 'UTC' as start_at,
             (${day}::date + 1)::timestamp at time zone 'UTC' as end_at
    )`;
}

/** A visit ends after this long without a page view (Plausible's rule). */
const VISIT_GAP = '30 minutes';
const TOP_LIST = 10;

/**
 * Rolls the raw views of one UTC day into user_engagement_daily, replacing that day's row. The
 * same raw rows give the same row (created_at aside, which keeps the first roll's time).
 *
 * - unique visitors: distinct visitor keys of the day (a key lives one day, see visitor-key.ts);
 * - a visit: a visitor's page views with no gap over 30 minutes; its duration runs from its first
 *   to its last page view (time on the last page cannot be seen without a cookie or a ping), so a
 *   one-page visit lasts 0 s and is a bounce;
 * - event views from event_view_counts (exact, and kept after the raw rows are pruned);
 * - RSVP conversion: the day's RSVPs per event view, in percent, as the dashboards count it
 *   (docs/adr/0080); 0 without event views (the column has no null), at most the column's 9999.99.
 */
export async function rollUpEngagementDay(db: Db, day: string): Promise<void> {
  await sql`
    with ${dayBounds(day)},
    pv as (
      select p.visitor_key, p.created_at, p.device_type, p.referrer,
             p.created_at - lag(p.created_at)
               over (partition by p.visitor_key order by p.created_at, p.id) as gap
      from page_views p, bounds b
      where p.created_at >= b.start_at and p.created_at < b.end_at
    ),
    numbered as (
      select *, count(*) filter (where gap is null or gap > interval ${sql.lit(VISIT_GAP)})
               over (partition by visitor_key order by created_at
                     rows between unbounded preceding and current row) as visit_no
      from pv
    ),
    visits as (
      select count(*) as views, extract(epoch from max(created_at) - min(created_at)) as seconds,
             (array_agg(coalesce(device_type, 'unknown') order by created_at))[1] as device
      from numbered group by visitor_key, visit_no
    ),
    totals as (
      select (select count(*) from pv)::int as page_views,
             (select count(distinct visitor_key) from pv)::int as visitors,
             count(*)::int as visits,
             coalesce(avg(seconds), 0) as seconds,
             count(*) filter (where views = 1)::int as bounces
      from visits
    ),
    referrers as (
      select coalesce(jsonb_agg(jsonb_build_object('referrer', referrer, 'count', n)
                                order by n desc, referrer), '[]'::jsonb) as top
      from (select referrer, count(*)::int as n from pv where referrer is not null
            group by referrer order by n desc, referrer limit ${TOP_LIST}) r
    ),
    devices as (
      select coalesce(jsonb_object_agg(device, n), '{}'::jsonb) as types
      from (select device, count(*)::int as n from visits group by device) d
    ),
    others as (
      select
        (select coalesce(sum(views), 0)::int from event_view_counts, bounds b
          where hour >= b.start_at and hour < b.end_at) as event_views,
        (select count(*)::int from church_views, bounds b
          where created_at >= b.start_at and created_at < b.end_at) as church_views,
        (select count(*)::int from rsvps, bounds b
          where created_at >= b.start_at and created_at < b.end_at) as rsvps
    )
    insert into user_engagement_daily (date, page_views, unique_visitors, event_views,
      church_views, rsvp_conversion_rate, average_session_duration, bounce_rate, top_referrers,
      device_types)
    select ${day}::date, t.page_views, t.visitors, o.event_views, o.church_views,
      case when o.event_views = 0 then 0
        else least(9999.99, round(o.rsvps * 100.0 / o.event_views, 2)) end,
      round(t.seconds::numeric, 2),
      case when t.visits = 0 then 0 else round(t.bounces * 100.0 / t.visits, 2) end,
      r.top, d.types
    from totals t, others o, referrers r, devices d
    on conflict (date) do update set
      page_views = excluded.page_views, unique_visitors = excluded.unique_visitors,
      event_views = excluded.event_views, church_views = excluded.church_views,
      rsvp_conversion_rate = excluded.rsvp_conversion_rate,
      average_session_duration = excluded.average_session_duration,
      bounce_rate = excluded.bounce_rate, top_referrers = excluded.top_referrers,
      device_types = excluded.device_types`.execute(db);
}

/**
 * The platform as it stood at the end of one UTC day, from the live tables, into
 * platform_analytics_daily (replacing that day's row). Totals count the rows created by the end
 * of the day that still exist (a deleted church leaves every day's figures). Active churches:
 * those that created an event or received an RSVP that day. Average attendance: the seats taken
 * of the events held that day. Monthly growth: church sign-ups of the 30 days ending with the day
 * against the 30 before, in percent (100 from none, 0 for none against none).
 */
export async function rollUpPlatformDay(db: Db, day: string): Promise<void> {
  await sql`
    with ${dayBounds(day)},
    c as (
      select count(*)::int as total,
             count(*) filter (where created_at >= b.start_at)::int as new,
             count(*) filter (where created_at >= b.end_at - interval '30 days')::int as recent,
             count(*) filter (where created_at >= b.end_at - interval '60 days'
                              and created_at < b.end_at - interval '30 days')::int as before
      from churches, bounds b where created_at < b.end_at
    ),
    e as (
      select count(*)::int as total, count(*) filter (where created_at >= b.start_at)::int as new
      from events, bounds b where created_at < b.end_at
    ),
    r as (
      select count(*)::int as total, coalesce(sum(number_of_guests), 0)::int as seats,
             count(*) filter (where created_at >= b.start_at)::int as new
      from rsvps, bounds b where created_at < b.end_at
    ),
    held as (
      select round(coalesce(avg(current_attendees), 0), 2) as average
      from events, bounds b where datetime >= b.start_at and datetime < b.end_at
    ),
    active as (
      select count(distinct church_id)::int as n from (
        select church_id from events, bounds b
        where created_at >= b.start_at and created_at < b.end_at
        union
        select ev.church_id from rsvps rs join events ev on ev.id = rs.event_id, bounds b
        where rs.created_at >= b.start_at and rs.created_at < b.end_at
      ) x
    ),
    sports as (
      select coalesce(jsonb_agg(jsonb_build_object('sport', sport, 'count', n)
                                order by n desc, sport), '[]'::jsonb) as top
      from (select sport, count(*)::int as n from events, bounds b
            where created_at >= b.start_at and created_at < b.end_at
            group by sport order by n desc, sport limit ${TOP_LIST}) s
    ),
    geo as (
      select coalesce(jsonb_agg(jsonb_build_object('state', state, 'count', n)
                                order by n desc, state), '[]'::jsonb) as states
      from (select state, count(*)::int as n from churches, bounds b
            where created_at < b.end_at group by state) g
    )
    insert into platform_analytics_daily (date, total_churches, active_churches, total_events,
      total_rsvps, total_attendees, new_church_signups, new_events, new_rsvps,
      average_event_attendance, top_sports, geographic_distribution, monthly_growth_rate)
    select ${day}::date, c.total, active.n, e.total, r.total, r.seats, c.new, e.new, r.new,
      held.average,
      sports.top, geo.states,
      case when c.before = 0 then (case when c.recent > 0 then 100 else 0 end)
           else least(999999.99, round((c.recent - c.before) * 100.0 / c.before, 2)) end
    from c, e, r, held, active, sports, geo
    on conflict (date) do update set
      total_churches = excluded.total_churches, active_churches = excluded.active_churches,
      total_events = excluded.total_events, total_rsvps = excluded.total_rsvps,
      total_attendees = excluded.total_attendees,
      new_church_signups = excluded.new_church_signups, new_events = excluded.new_events,
      new_rsvps = excluded.new_rsvps,
      average_event_attendance = excluded.average_event_attendance,
      top_sports = excluded.top_sports, geographic_distribution = excluded.geographic_distribution,
      monthly_growth_rate = excluded.monthly_growth_rate`.execute(db);
}

/** The first UTC day with a raw page view, if any. */
export async function firstRawDay(db: Db): Promise<string | null> {
  const { rows } = await sql<{ day: string | null }>`
    select to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD') as day
    from page_views`.execute(db);
  return rows[0]?.day ?? null;
}

/** The last day rolled up, if any. */
export async function lastRolledDay(db: Db): Promise<string | null> {
  const { rows } = await sql<{ day: string | null }>`
    select to_char(max(date), 'YYYY-MM-DD') as day from user_engagement_daily`.execute(db);
  return rows[0]?.day ?? null;
}

/** Deletes raw views before `before`; returns how many rows went, per table. */
export async function pruneRawViews(db: Db, before: Date) {
  const count = async (query: Promise<{ numAffectedRows?: bigint }>) =>
    Number((await query).numAffectedRows ?? 0);
  return {
    pageViews: await count(sql`delete from page_views where created_at < ${before}`.execute(db)),
    eventViews: await count(sql`delete from event_views where created_at < ${before}`.execute(db)),
    churchViews: await count(
      sql`delete from church_views where created_at < ${before}`.execute(db),
    ),
  };
}

/**
 * Folds the appended deltas of platform_counts into one row, in one statement: rows appended
 * meanwhile (not yet visible to it) stay and still count.
 */
export async function foldPlatformCounts(db: Db): Promise<void> {
  await sql`
    with gone as (delete from platform_counts returning churches, events, rsvps, attendees)
    insert into platform_counts (churches, events, rsvps, attendees)
    select coalesce(sum(churches), 0), coalesce(sum(events), 0), coalesce(sum(rsvps), 0),
           coalesce(sum(attendees), 0)
    from gone`.execute(db);
}
