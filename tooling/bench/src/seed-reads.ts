/**
 * What the reads of `pnpm bench` need on top of seed.ts (run after it):
 * - one large church (the first church of Milwaukee, a city no list case asks for) with
 *   BIG_CHURCH_EVENTS events from three years back to six months ahead (five zones, 2% weekly
 *   series), 50 RSVPs each (~100,000) made between an event's posting and its start, and hourly
 *   view counts for the 60 hours before each start: as tooling/bench/src/church-analytics.ts seeds it;
 * - its owner, a user who signs in through POST /api/login;
 * - notifications as the RSVPs wrote them: every RSVP of the large church, and the other
 *   churches' RSVPs of the last 30 days (all of theirs would add a million rows to the seed's time
 *   and nothing to a read of one church's newest page);
 * - visits as the admin dashboard reads them: 4,000 page views a day from ~1,300 visitors for the
 *   last `visitDays` days and today, those days rolled up by the real backfill; the days before
 *   them back to three years have made-up engagement rows and their RSVP counts only (as
 *   tooling/bench/src/admin-dashboard.ts seeds its older days). The admin bench keeps 90 days raw and
 *   backfills all of them (~0.8 s a day at full scale under load); here it covers `visitDays`.
 * Deterministic (setseed).
 */

import { hashPassword } from '@huddle/api/src/modules/auth/passwords.js';
import { backfill } from '@huddle/api/src/modules/visits/backfill.js';
import { addDays, daysBetween } from '@huddle/api/src/modules/visits/rollup.service.js';
import { utcDay } from '@huddle/api/src/modules/visits/visitor-key.js';
import type { Db } from '@huddle/db';
import { sql } from 'kysely';
import { BENCH_CITIES } from './seed.js';

export const BIG_CHURCH_EVENTS = 2_000;
const RSVPS_PER_EVENT = 50;
const VIEW_HOURS = 60;
const PAGE_VIEWS_PER_DAY = 4000;
const VISITORS_PER_DAY = 1300;
const HISTORY_DAYS = 3 * 365;
const BIG_CHURCH_CITY = 'Milwaukee';
/** The church zones of the bench churches' events (church-analytics.ts uses them too). */
export const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Pacific/Honolulu',
];

/** The large church's owner, as POST /api/login takes it. */
export const BENCH_OWNER = { username: 'bench-owner', password: 'bench owner password' };

/** Adds the reads' data after seedBenchData, rolls the visits up, vacuums; the church's id. */
export async function seedReadsData(
  db: Db,
  now: Date,
  visitDays: number,
  log: (message: string) => void,
): Promise<number> {
  if (!BENCH_CITIES.some(([name]) => name === BIG_CHURCH_CITY)) {
    throw new Error(`${BIG_CHURCH_CITY} is not a bench city`);
  }
  await sql`select setseed(0.5151)`.execute(db);
  const church = await db
    .selectFrom('churches')
    .select('id')
    .where('city', '=', BIG_CHURCH_CITY)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await seedOwner(db, church.id);
  await seedBigChurch(db, church.id);
  log(`large church ${church.id}: events, RSVPs and view counts`);
  await seedNotifications(db, church.id, now);
  log('notifications');
  await seedVisits(db, now, visitDays);
  const start = performance.now();
  const today = utcDay(now);
  await backfill(db, daysBetween(addDays(today, -visitDays), addDays(today, -1)), now);
  log(`backfill of ${visitDays} days in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  await sql`vacuum analyze`.execute(db);
  return church.id;
}

async function seedOwner(db: Db, churchId: number): Promise<void> {
  const user = await db
    .insertInto('users')
    .values({
      username: BENCH_OWNER.username,
      password_hash: await hashPassword(BENCH_OWNER.password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('church_users')
    .values({ church_id: churchId, user_id: user.id, role: 'owner' })
    .execute();
}

async function seedBigChurch(db: Db, churchId: number): Promise<void> {
  // Posted 90 days before the start (at most 30 days ago for those further ahead).
  await sql`
    insert into events (title, description, sport, datetime, timezone, church_id, max_attendees,
                        is_recurring, recurrence_pattern, recurrence_days_of_week,
                        recurrence_end_date, created_at)
    select 'Big church night #' || g, 'Join us.',
           (array['NFL','NBA','MLB','Soccer','Christmas Service'])[1 + g % 5], e.at,
           (${sql.val(ZONES)}::text[])[1 + g % ${ZONES.length}], ${churchId}, 150 + (g % 4) * 50,
           g % 50 = 0, case when g % 50 = 0 then 'weekly' else 'none' end,
           case when g % 50 = 0 then array['sunday'] else '{}'::text[] end,
           case when g % 50 = 0 then now() + interval '200 days' end,
           least(now() - (g % 30) * interval '1 day', e.at - interval '90 days')
    from generate_series(1, ${BIG_CHURCH_EVENTS}) g
    cross join lateral (
      select date_trunc('hour', now() - interval '3 years'
                        + g * interval '3 years 6 months' / ${BIG_CHURCH_EVENTS}) as at
    ) e`.execute(db);
  await sql`
    insert into rsvps (event_id, attendee_name, attendee_email, number_of_guests, created_at)
    select e.id, 'Fan ' || r, 'fan' || r || '.' || e.id || '@bench.example.com', 1 + (r % 3),
           e.created_at + (least(now(), e.datetime) - e.created_at) * random()
    from events e, generate_series(1, ${RSVPS_PER_EVENT}) r
    where e.church_id = ${churchId} and e.title like 'Big church night #%'`.execute(db);
  await sql`
    update events e set current_attendees = s.seats
    from (select r.event_id, sum(r.number_of_guests)::int as seats
          from rsvps r join events ev on ev.id = r.event_id
          where ev.church_id = ${churchId} group by r.event_id) s
    where s.event_id = e.id`.execute(db);
  // The hours before each start that are over; and some for the other churches' recent events,
  // so the view table is not the large church's alone.
  await sql`
    insert into event_view_counts (event_id, hour, views)
    select e.id, date_trunc('hour', e.datetime - h * interval '1 hour', 'UTC'),
           1 + floor(random() * 20)::int
    from events e, generate_series(1, ${VIEW_HOURS}) h
    where e.church_id = ${churchId} and e.datetime - h * interval '1 hour' < now()`.execute(db);
  await sql`
    insert into event_view_counts (event_id, hour, views)
    select e.id, date_trunc('hour', e.datetime - h * interval '1 hour', 'UTC'), 3
    from events e, generate_series(1, 10) h
    where e.church_id <> ${churchId} and e.datetime >= now() - interval '30 days'
      and e.datetime - h * interval '1 hour' < now()`.execute(db);
}

/** One new_rsvp notification per RSVP, as the RSVP wrote it; read when older than three days. */
async function seedNotifications(db: Db, churchId: number, now: Date): Promise<void> {
  await sql`
    insert into notifications (church_id, event_id, rsvp_id, type, message, is_read, created_at)
    select e.church_id, e.id, r.id, 'new_rsvp',
           r.attendee_name || ' RSVP''d for ' || e.title || ' (' || r.number_of_guests
             || case when r.number_of_guests = 1 then ' guest)' else ' guests)' end,
           r.created_at < ${now}::timestamptz - interval '3 days', r.created_at
    from rsvps r join events e on e.id = r.event_id
    where e.church_id = ${churchId}
       or r.created_at >= ${now}::timestamptz - interval '30 days'
    order by r.id`.execute(db);
}

/** Raw page views of the last `visitDays` days and today so far; rollups only before them. */
async function seedVisits(db: Db, now: Date, visitDays: number): Promise<void> {
  const today = utcDay(now);
  const first = addDays(today, -visitDays);
  await sql`
    insert into page_views (path, visitor_key, referrer, device_type, created_at)
    select (array['/', '/events', '/events', '/churches', '/events/' || (g % 5000)])[1 + g % 5],
           md5(d::text || (g % ${VISITORS_PER_DAY})::text),
           (array[null, null, null, 'www.google.com', 't.co', 'www.facebook.com'])[1 + g % 6],
           (array['mobile', 'mobile', 'desktop', 'tablet'])[1 + g % 4],
           d + (g % ${VISITORS_PER_DAY}) * interval '66 seconds'
             + (g / ${VISITORS_PER_DAY}) * interval '4 minutes'
    from generate_series(${first}::date, ${today}::date, interval '1 day') d,
         generate_series(1, ${PAGE_VIEWS_PER_DAY}) g
    where d + (g % ${VISITORS_PER_DAY}) * interval '66 seconds'
            + (g / ${VISITORS_PER_DAY}) * interval '4 minutes' < ${now}`.execute(db);
  await seedOlderRollups(db, first, addDays(today, -HISTORY_DAYS));
}

/**
 * Days before `firstKeptDay` have only their rollups left, back to `from`: RSVPs per day as a
 * backfill of the platform's history would have found them, visits made up (raw visits older
 * than retention are gone). Shared with admin-dashboard.ts.
 */
export async function seedOlderRollups(db: Db, firstKeptDay: string, from: string): Promise<void> {
  await sql`
    insert into platform_analytics_daily (date, new_rsvps)
    select (created_at at time zone 'UTC')::date, count(*)::int from rsvps
    where created_at < ${firstKeptDay}::date::timestamp at time zone 'UTC'
    group by 1`.execute(db);
  await sql`
    insert into user_engagement_daily (date, page_views, unique_visitors, event_views)
    select d::date, 3000 + (random() * 2000)::int, 1000 + (random() * 600)::int,
           (random() * 3000)::int
    from generate_series(${from}::date, ${addDays(firstKeptDay, -1)}::date, interval '1 day') d`.execute(
    db,
  );
}
