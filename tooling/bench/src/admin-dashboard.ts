/**
 * `pnpm bench:admin`: the admin dashboard (GET /api/admin/dashboard) for each period on scale
 * data: 10,000 churches, 200,000 events and 1,000,000 RSVPs, spread over three years the way a
 * growing platform fills up (sign-ups rising steadily; a few events draw most RSVPs), with 90 days of raw page views (what retention keeps), their rollups made by the real
 * backfill, and three years of older rollups. Vacuumed and analysed, then each period is asked
 * RUNS times after a warm-up, through the REST route with an administrator's token; prints the
 * median and the slowest, and the time of each of the dashboard's statements on its own.
 * Numbers, not a pass/fail test, printed for the run at hand.
 *
 * Environment: BENCH_ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/huddle_admin_bench;
 * dropped and re-created unless BENCH_ADMIN_REUSE=1 and it is already seeded), BENCH_ADMIN_RUNS (9).
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '@huddle/api/src/config.js';
import {
  eventInsights,
  platformTotals,
  visitFigures,
} from '@huddle/api/src/modules/admin/dashboard.repository.js';
import { TOP_CHURCHES_SHOWN } from '@huddle/api/src/modules/admin/dashboard.service.js';
import {
  adminTokenFor,
  bearer,
  createAdmin,
} from '@huddle/api/src/modules/admin/testing/admin-fixtures.js';
import { backfill } from '@huddle/api/src/modules/visits/backfill.js';
import {
  addDays,
  daysBetween,
  oldestKeptDay,
} from '@huddle/api/src/modules/visits/rollup.service.js';
import { utcDay } from '@huddle/api/src/modules/visits/visitor-key.js';
import { createServer } from '@huddle/api/src/server.js';
import { createDb, type Db, migrateToLatest } from '@huddle/db';
import {
  ANALYTICS_PERIOD_VALUES,
  type AnalyticsPeriod,
  analyticsPeriodStart,
} from '@huddle/domain';
import { sql } from 'kysely';
import { resetDatabase, seedBenchData } from './seed.js';
import { seedOlderRollups } from './seed-reads.js';

const DATABASE_URL =
  process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/huddle_admin_bench';
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 9);
const SIZE = { churches: 10_000, events: 200_000, rsvps: 1_000_000 };
const YEARS_OF_HISTORY = 3;
const PAGE_VIEWS_PER_DAY = 4000;
const CPU_RUNS = 10;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Creation times spread over the years of a platform that keeps growing: sign-ups per day rise
 * steadily from nothing to their highest now (linear, so the last week holds about 1.3 % of the
 * churches and the last year about 56 %). The
 * bench seed puts every event between 180 days ago and a year ahead, all created at seeding; here
 * each event is posted some time after its church joined (more of them lately) and takes place
 * 1 to 60 days after it was posted (its series end moves with it).
 */
async function spreadOverTime(db: Db): Promise<void> {
  const span = `${YEARS_OF_HISTORY * 365} days`;
  await sql`select setseed(0.1717)`.execute(db);
  await sql`update churches set created_at = now() - ${span}::interval * (1 - sqrt(random()))`.execute(
    db,
  );
  await sql`
    update events e set created_at = c.created_at + (now() - c.created_at) * random()
    from churches c where c.id = e.church_id`.execute(db);
  await sql`
    update events set datetime = datetime + shift,
      recurrence_end_date = recurrence_end_date + shift
    from (select id, date_trunc('hour', created_at + (1 + random() * 59) * interval '1 day')
                 - datetime as shift from events) s
    where s.id = events.id`.execute(db);
  // RSVPs: a few events draw most of them (power law over a random order of events), made
  // between the event's posting and its start (or now).
  await sql`
    with ranked as (select id, row_number() over (order by md5(id::text)) as rank from events),
    picks as (
      select 1 + floor(${SIZE.events} * power(random(), 3))::int as rank, g,
             1 + floor(random() * 3)::int as guests, random() as r
      from generate_series(1, ${SIZE.rsvps}) g
    )
    insert into rsvps (event_id, attendee_name, attendee_email, number_of_guests, created_at)
    select ev.id, 'Bench Guest ' || p.g, 'guest' || p.g || '@bench.example.com', p.guests,
           ev.created_at + (least(now(), ev.datetime) - ev.created_at) * p.r
    from picks p join ranked k on k.rank = p.rank join events ev on ev.id = k.id`.execute(db);
}

/** 90 days of raw page views, today's so far included; 4,000 a day from about 1,300 visitors. */
async function seedVisits(db: Db, now: Date): Promise<void> {
  const first = oldestKeptDay(now);
  await sql`
    insert into page_views (path, visitor_key, referrer, device_type, created_at)
    select (array['/', '/events', '/events', '/churches', '/events/' || (g % 5000)])[1 + g % 5],
           md5(d::text || (g % 1300)::text),
           (array[null, null, null, 'www.google.com', 't.co', 'www.facebook.com'])[1 + g % 6],
           (array['mobile', 'mobile', 'desktop', 'tablet'])[1 + g % 4],
           d + (g % 1300) * interval '66 seconds' + (g / 1300) * interval '4 minutes'
    from generate_series(${first}::date, ${utcDay(now)}::date, interval '1 day') d,
         generate_series(1, ${PAGE_VIEWS_PER_DAY}) g
    where d + (g % 1300) * interval '66 seconds' + (g / 1300) * interval '4 minutes' < ${now}`.execute(
    db,
  );
  await seedOlderRollups(
    db,
    first,
    utcDay(new Date(now.getTime() - YEARS_OF_HISTORY * 365 * 86_400_000)),
  );
}

async function seed(db: Db, now: Date) {
  let start = process.hrtime.bigint();
  await seedBenchData(db, { ...SIZE, rsvps: 0 });
  await spreadOverTime(db);
  await seedVisits(db, now);
  await sql`vacuum analyze`.execute(db);
  console.log(`seeded in ${(ms(start) / 1000).toFixed(1)} s`);
  start = process.hrtime.bigint();
  const days = daysBetween(oldestKeptDay(now), addDays(utcDay(now), -1));
  await backfill(db, days, now, (done, total) => {
    if (done % 10 === 0 || done === total) process.stdout.write(`backfill ${done}/${total}\r`);
  });
  console.log(`\nbackfill of ${days.length} days in ${(ms(start) / 1000).toFixed(1)} s`);
  await sql`vacuum analyze`.execute(db);
}

async function main() {
  const reuse = process.env.BENCH_ADMIN_REUSE === '1';
  if (!reuse) await resetDatabase(DATABASE_URL);
  const handle = await createDb({ url: DATABASE_URL });
  const db = handle.db;
  await migrateToLatest(db);
  const now = new Date();
  const seeded = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  if (!seeded) await seed(db, now);

  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://huddle.test' });
  const server = await createServer({ db, config });
  await server.app.ready();
  const token = await adminTokenFor(server.app, await createAdmin(db));

  console.log(
    '\nWall clock through GET /api/admin/dashboard, and each statement alone (median of 3):',
  );
  console.log(`| period | median ms | slowest ms | totals | visits | event insights |`);
  console.log('|---|---|---|---|---|---|');
  for (const period of ANALYTICS_PERIOD_VALUES as readonly AnalyticsPeriod[]) {
    const ask = async () => {
      const start = process.hrtime.bigint();
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/admin/dashboard?period=${period}`,
        headers: bearer(token),
      });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      return ms(start);
    };
    await ask();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await ask());
    const parts = await statementTimes(db, period, new Date());
    console.log(
      `| ${period} | ${median(times).toFixed(0)} | ${Math.max(...times).toFixed(0)} | ${parts.totals} | ${parts.visits} | ${parts.insights} |`,
    );
  }
  console.log(
    `\nDatabase CPU per call, ms (no parallel workers, mean of ${CPU_RUNS}; the API's own CPU per request in the last column):`,
  );
  console.log('| period | totals | visits | event insights | API process |');
  console.log('|---|---|---|---|---|');
  for (const period of ANALYTICS_PERIOD_VALUES as readonly AnalyticsPeriod[]) {
    const parts = await statementCpu(db, period);
    const before = process.cpuUsage();
    for (let i = 0; i < CPU_RUNS; i++) {
      await server.app.inject({
        method: 'GET',
        url: `/api/admin/dashboard?period=${period}`,
        headers: bearer(token),
      });
    }
    const used = process.cpuUsage(before);
    const apiMs = (used.user + used.system) / 1000 / CPU_RUNS;
    console.log(
      `| ${period} | ${parts.totals} | ${parts.visits} | ${parts.insights} | ${apiMs.toFixed(1)} |`,
    );
  }
  await server.stop();
  await handle.close();
}

/** CPU time (utime + stime) of a PostgreSQL backend, in ms; Linux clock ticks of 10 ms. */
function backendCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The database CPU each statement costs, whatever the machine's load: run CPU_RUNS times on one
 * connection without parallel workers, the backend's CPU time read from /proc before and after.
 */
async function statementCpu(db: Db, period: AnalyticsPeriod) {
  return db.connection().execute(async (conn) => {
    await sql`set max_parallel_workers_per_gather = 0`.execute(conn);
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
    const pid = rows[0]!.pid;
    const cpu = async (run: () => Promise<unknown>) => {
      await run();
      const before = backendCpuMs(pid);
      for (let i = 0; i < CPU_RUNS; i++) await run();
      return ((backendCpuMs(pid) - before) / CPU_RUNS).toFixed(1);
    };
    return eachStatement(conn, period, new Date(), cpu);
  });
}

/** Each statement alone (median of 3), to see where the time goes. */
async function statementTimes(db: Db, period: AnalyticsPeriod, now: Date) {
  const time = async (run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = process.hrtime.bigint();
      await run();
      times.push(ms(start));
    }
    return median(times).toFixed(0);
  };
  return eachStatement(db, period, now, time);
}

/** The dashboard's statement groups for `period` as of `now`, each run through `measure`. */
async function eachStatement<T>(
  db: Db,
  period: AnalyticsPeriod,
  now: Date,
  measure: (run: () => Promise<unknown>) => Promise<T>,
) {
  const since = analyticsPeriodStart(period, now);
  const previous = since && new Date(2 * since.getTime() - now.getTime());
  const today = utcDay(now);
  const first = since ? addDays(utcDay(since), 1) : null;
  return {
    totals: await measure(() =>
      platformTotals(db, since, previous, first ? new Date(`${first}T00:00:00Z`) : null),
    ),
    visits: await measure(() =>
      visitFigures(db, {
        first,
        yesterday: addDays(today, -1),
        monthFirst: addDays(today, -29),
      }),
    ),
    insights: await measure(() => eventInsights(db, since, TOP_CHURCHES_SHOWN)),
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
