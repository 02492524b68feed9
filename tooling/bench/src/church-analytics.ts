/**
 * `pnpm bench:church-analytics`: a church's analytics at scale. Resets BENCH_ANALYTICS_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/huddle_bench_church_analytics; dropped and
 * re-created), seeds one church with 2,000 events, 100,000 RSVPs and ~100,000 hourly view counts
 * among 300 other churches (30,000 events, 300,000 RSVPs, ~600,000 view counts), and times, per
 * period and call:
 *   REST    GET /api/churches/{id}/analytics and /events/analytics over HTTP (keep-alive), signed
 *           in: session lookup, the church check, tRPC's caller, zod output, JSON
 *   bare    a bare Fastify route (no session, no tRPC, no zod) running the same repository SQL
 *   SQL     the same repository function called directly (pg pool, no HTTP)
 *   EXPLAIN the database's own execution time of the summary statement
 * Prints a markdown table. Numbers, not a pass/fail test.
 * BENCH_ANALYTICS_RUNS (default 40) timed requests per cell, after 5 untimed ones.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '@huddle/api/src/config.js';
import {
  churchAnalyticsFigures,
  churchAnalyticsStatement,
  eventAnalyticsEntries,
  eventAnalyticsStatement,
} from '@huddle/api/src/modules/church-analytics/church-analytics.repository.js';
import { createServer } from '@huddle/api/src/server.js';
import { createDb, type Db, migrateToLatest } from '@huddle/db';
import { ANALYTICS_PERIOD_VALUES, type AnalyticsPeriod } from '@huddle/domain';
import Fastify from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import { resetDatabase } from './seed.js';
import { ZONES } from './seed-reads.js';

const DATABASE_URL =
  process.env.BENCH_ANALYTICS_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/huddle_bench_church_analytics';
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 40);
const WARMUP = 5;
const EVENTS = 2_000;
const RSVPS = 100_000;
const OTHER_CHURCHES = 300;

const log = (message: string) => console.log(`[bench] ${message}`);
const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

/** The target church and its data, then the other churches' (noise for the indexes). */
async function seed(db: Db): Promise<number> {
  await sql`select setseed(0.42)`.execute(db);
  await sql`
    insert into churches (name, description, address, city, state, zip_code, phone, email)
    select 'Bench Church ' || g, 'A church for the benchmark.', g || ' Main St', 'Austin', 'TX',
           '78701', '(512) 555-' || lpad(g::text, 4, '0'), 'church' || g || '@bench.example'
    from generate_series(1, ${OTHER_CHURCHES + 1}) g`.execute(db);
  const target = (await sql<{ id: number }>`select min(id) as id from churches`.execute(db))
    .rows[0]!.id;

  // The target's events: three years back to six months ahead, zones in turn, 2% weekly series.
  await sql`
    insert into events (title, description, sport, datetime, timezone, church_id, max_attendees,
                        is_recurring, recurrence_pattern, recurrence_days_of_week,
                        recurrence_end_date, created_at)
    select 'Event ' || g, 'x', (array['NFL','NBA','MLB','Soccer','Christmas Service'])[1 + g % 5],
           now() - interval '3 years' + (g * interval '3 years 6 months' / ${EVENTS}),
           (${sql.val(ZONES)}::text[])[1 + g % ${ZONES.length}], ${target},
           150 + (g % 4) * 50,
           g % 50 = 0, case when g % 50 = 0 then 'weekly' else 'none' end,
           case when g % 50 = 0 then array['sunday'] else '{}'::text[] end,
           case when g % 50 = 0 then now() + interval '200 days' end,
           now() - interval '3 years 1 month' + (g * interval '3 years 6 months' / ${EVENTS})
    from generate_series(1, ${EVENTS}) g`.execute(db);
  // 50 RSVPs per event, made in the 60 days before it starts and never after now.
  await sql`
    insert into rsvps (event_id, attendee_name, attendee_email, number_of_guests, created_at)
    select e.id, 'Fan', 'fan' || r || '.' || e.id || '@bench.example', 1 + (r % 3),
           least(now(), e.datetime - random() * interval '60 days')
    from events e, generate_series(1, ${RSVPS / EVENTS}) r
    where e.church_id = ${target}`.execute(db);
  // 60 hours of views before each event's start (none in the future).
  await sql`
    insert into event_view_counts (event_id, hour, views)
    select e.id, date_trunc('hour', e.datetime - h * interval '1 hour', 'UTC'),
           1 + floor(random() * 20)::int
    from events e, generate_series(1, 60) h
    where e.church_id = ${target} and e.datetime - h * interval '1 hour' < now()`.execute(db);

  // 100 events and 1,000 RSVPs for each other church.
  await sql`
    insert into events (title, description, sport, datetime, timezone, church_id, max_attendees)
    select 'Other ' || g, 'x', 'NFL', now() - interval '2 years' + (g % 900) * interval '1 day',
           'America/Chicago', c.id, 200
    from churches c, generate_series(1, 100) g where c.id <> ${target}`.execute(db);
  await sql`
    insert into rsvps (event_id, attendee_name, attendee_email, created_at)
    select e.id, 'Fan', 'o' || r || '.' || e.id || '@bench.example',
           least(now(), e.datetime - interval '3 days')
    from events e, generate_series(1, 10) r where e.church_id <> ${target}`.execute(db);

  // 20 hours of views for each of their events, so the view table is mostly other churches'.
  await sql`
    insert into event_view_counts (event_id, hour, views)
    select e.id, date_trunc('hour', e.datetime - h * interval '1 hour', 'UTC'), 3
    from events e, generate_series(1, 20) h
    where e.church_id <> ${target} and e.datetime - h * interval '1 hour' < now()`.execute(db);

  await sql`
    update events e set current_attendees = s.seats
    from (select event_id, sum(number_of_guests)::int as seats from rsvps group by event_id) s
    where s.event_id = e.id`.execute(db);
  await sql`vacuum analyze`.execute(db);
  return target;
}

/** A signed-in session of a user linked to the church, through the real registration call. */
async function signIn(base: string, db: Db, churchId: number): Promise<string> {
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'https://huddle.bench',
      'x-forwarded-proto': 'https',
    },
    body: JSON.stringify({ username: `bench${Date.now()}`, password: 'bench password' }),
  });
  if (response.status !== 201)
    throw new Error(`register: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('register set no session cookie');
  const { user } = (await response.json()) as { user: { id: number } };
  await db.insertInto('church_users').values({ user_id: user.id, church_id: churchId }).execute();
  return cookie;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over a keep-alive connection: milliseconds to the last byte, and the status. */
function timedGet(url: string, headers: Record<string, string>): Promise<[number, number]> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve([performance.now() - start, response.statusCode ?? 0]));
    });
    request.on('error', reject);
  });
}

type Stats = { median: number; p95: number; max: number };

async function measure(run: () => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < WARMUP; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)]!,
    p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!,
    max: times.at(-1)!,
  };
}

async function httpOk(url: string, headers: Record<string, string>) {
  const [, status] = await timedGet(url, headers);
  if (status !== 200) throw new Error(`${url}: ${status}`);
}

/** A Fastify app with nothing but the two routes running the repository's SQL. */
async function bareServer(db: Db) {
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string }; Querystring: { period: AnalyticsPeriod } }>(
    '/bare/:id/analytics',
    (req) => churchAnalyticsFigures(db, Number(req.params.id), req.query.period, new Date()),
  );
  app.get<{ Params: { id: string }; Querystring: { period: AnalyticsPeriod } }>(
    '/bare/:id/events',
    (req) => eventAnalyticsEntries(db, Number(req.params.id), req.query.period, new Date()),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('bare server has no port');
  return { app, base: `http://127.0.0.1:${address.port}` };
}

/** The database's execution time of a repository statement, from EXPLAIN ANALYZE. */
async function explainMs(db: Db, compiled: { sql: string; parameters: readonly unknown[] }) {
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze) ${compiled.sql}`, [...compiled.parameters]),
  );
  const last = result.rows.at(-1)?.['QUERY PLAN'] ?? '';
  return Number(/Execution Time: ([\d.]+) ms/.exec(last)?.[1] ?? Number.NaN);
}

async function main() {
  log(`resetting ${DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')}`);
  await resetDatabase(DATABASE_URL);
  const handle = await createDb({ url: DATABASE_URL });
  const db = handle.db;
  await migrateToLatest(db);
  const seedStart = performance.now();
  const churchId = await seed(db);
  log(`seeded in ${fmt((performance.now() - seedStart) / 1000)} s`);
  const counts = (
    await sql<{
      events: number;
      rsvps: number;
      views: number;
      all_events: number;
      all_rsvps: number;
    }>`
      select (select count(*) from events where church_id = ${churchId})::int as events,
             (select count(*) from rsvps r join events e on e.id = r.event_id
               where e.church_id = ${churchId})::int as rsvps,
             (select count(*) from event_view_counts)::int as views,
             (select count(*) from events)::int as all_events,
             (select count(*) from rsvps)::int as all_rsvps`.execute(db)
  ).rows[0]!;
  log(`church ${churchId}: ${JSON.stringify(counts)}`);

  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'https://huddle.bench',
    TRUST_PROXY: '127.0.0.1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    BILLING_MODE: 'demo',
    RUN_JOBS: 'false',
    DATABASE_URL,
  });
  const server = await createServer({ db, config });
  const port = await server.start();
  const base = `http://127.0.0.1:${port}`;
  const bare = await bareServer(db);
  const rows: string[] = [];
  try {
    const cookie = await signIn(base, db, churchId);
    const headers = { cookie, 'x-forwarded-proto': 'https' };
    for (const period of ANALYTICS_PERIOD_VALUES) {
      const now = new Date();
      for (const [call, restPath, barePath, repo, statement] of [
        ['analytics', 'analytics', 'analytics', churchAnalyticsFigures, churchAnalyticsStatement],
        [
          'events/analytics',
          'events/analytics',
          'events',
          eventAnalyticsEntries,
          eventAnalyticsStatement,
        ],
      ] as const) {
        const rest = await measure(() =>
          httpOk(`${base}/api/churches/${churchId}/${restPath}?period=${period}`, headers),
        );
        const bareRoute = await measure(() =>
          httpOk(`${bare.base}/bare/${churchId}/${barePath}?period=${period}`, {}),
        );
        const direct = await measure(() => repo(db, churchId, period, now));
        const explain = await explainMs(db, statement(churchId, period, now).compile(db));
        const size = (await repo(db, churchId, period, now)) as unknown;
        const entries = Array.isArray(size) ? `${size.length} entries` : '';
        rows.push(
          `| ${period} | ${call} ${entries} | ${fmt(rest.median)} / ${fmt(rest.p95)} | ${fmt(bareRoute.median)} / ${fmt(bareRoute.p95)} | ${fmt(direct.median)} / ${fmt(direct.p95)} | ${fmt(explain)} |`,
        );
        log(rows.at(-1)!);
      }
    }
    const [one, five, fifteen] = loadavg().map((v) => v.toFixed(1));
    const version = (
      await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db)
    ).rows[0]?.v;
    console.log(`
- Date: ${new Date().toISOString()}; PostgreSQL ${version}; Node ${process.version}; load average ${one} / ${five} / ${fifteen} at the end
- Data: the church has ${counts.events} events, ${counts.rsvps} RSVPs and hourly view counts (${counts.views} rows in all); the database ${counts.all_events} events and ${counts.all_rsvps} RSVPs
- ${RUNS} sequential requests per cell after ${WARMUP} untimed; median / p95 in ms

| period | call | REST (signed in) | bare route, same SQL | SQL alone (pg pool) | EXPLAIN execution |
|---|---|---|---|---|---|
${rows.join('\n')}`);
  } finally {
    agent.destroy();
    await bare.app.close();
    await server.stop();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
