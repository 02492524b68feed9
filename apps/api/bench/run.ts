/**
 * `pnpm bench`: GET /api/events on scale data. Resets BENCH_DATABASE_URL, seeds it in SQL, starts
 * the API in this process on a free port, drives it with autocannon (in a worker thread, so the
 * load generator does not share the server's event loop) at a fixed 300 requests/s and then flat
 * out, and writes docs/benchmarks.md. Numbers, not a pass/fail test.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/huddle_bench; the
 * database is dropped and re-created), BENCH_EVENTS (200000), BENCH_SECONDS (15 per fixed-rate run).
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDb, type Db, migrateToLatest } from '@huddle/db';
import { addDays, localDateOf, sportFilterValues } from '@huddle/domain';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import type { EventListQuery } from '../src/modules/events/events.repository.js';
import { createServer } from '../src/server.js';
import { explainList } from './explain.js';
import { BENCH_CITIES, resetDatabase, seedBenchData, ZIPS_PER_CITY, zipOf } from './seed.js';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/huddle_bench';
const SIZE = {
  churches: 2000,
  events: Number(process.env.BENCH_EVENTS ?? 200_000),
  rsvps: 50_000,
};
const RATE = 300;
const FIXED_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const MAX_SECONDS = 10;
const TARGET_P99_MS = 50;
const REPORT = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));

type Case = {
  name: string;
  /** Request paths; each connection cycles through them. */
  paths: string[];
  /** The repository query of the first path, for EXPLAIN ANALYZE. */
  explain?: Partial<EventListQuery>;
};

function cases(today: string): Case[] {
  const q = (params: Record<string, string>) => `/api/events?${new URLSearchParams(params)}`;
  const zips = Array.from({ length: 40 }, (_, i) =>
    zipOf(i % BENCH_CITIES.length, i % ZIPS_PER_CITY),
  );
  const cities = BENCH_CITIES.slice(0, 30).map(([name], i) =>
    i % 2 ? name.toLowerCase() : name.toUpperCase(),
  );
  const sports = ['Football', 'NFL', 'Basketball', 'Golf', 'Soccer', 'Christmas Service', 'Hockey'];
  const dates = Array.from({ length: 30 }, (_, i) => addDays(today, i));
  const trpcInput = encodeURIComponent(JSON.stringify({ json: {} }));
  return [
    { name: 'no filter', paths: ['/api/events'], explain: {} },
    { name: 'zip', paths: zips.map((zipCode) => q({ zipCode })), explain: { zipCode: zips[0] } },
    { name: 'city', paths: cities.map((city) => q({ city })), explain: { city: cities[0] } },
    {
      name: 'sport',
      paths: sports.map((sport) => q({ sport })),
      explain: { sports: sportFilterValues(sports[0]) },
    },
    { name: 'date', paths: dates.map((date) => q({ date })), explain: { date: dates[0] } },
    {
      name: 'city + sport',
      paths: cities.map((city, i) => q({ city, sport: sports[i % sports.length]! })),
      explain: { city: cities[0], sports: sportFilterValues(sports[0]) },
    },
    { name: 'past (when=past)', paths: [q({ when: 'past' })], explain: { when: 'past' } },
    { name: 'tRPC events.list, no filter', paths: [`/trpc/events.list?input=${trpcInput}`] },
  ];
}

type Row = {
  name: string;
  mode: string;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
};

async function load(base: string, paths: string[], seconds: number, rate?: number) {
  const result: Result = await autocannon({
    url: base,
    connections: rate ? 32 : 16,
    duration: seconds,
    workers: 1,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
    ...(rate ? { overallRate: rate } : {}),
  });
  return result;
}

function toRow(name: string, mode: string, result: Result): Row {
  return {
    name,
    mode,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function dataSize(db: Db, now: Date) {
  const one = async (query: Promise<{ n: string | number } | undefined>) =>
    Number((await query)?.n);
  const count = (table: 'churches' | 'events' | 'rsvps') =>
    one(
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst(),
    );
  return {
    churches: await count('churches'),
    events: await count('events'),
    upcoming: await one(
      db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('is_active', '=', true)
        .where('datetime', '>=', now)
        .executeTakeFirst(),
    ),
    recurring: await one(
      db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('is_recurring', '=', true)
        .executeTakeFirst(),
    ),
    rsvps: await count('rsvps'),
  };
}

const fmt = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 10) / 10) : '–');

function phaseLines(phase: Phase): string[] {
  return [
    `## ${phase.label[0]!.toUpperCase()}${phase.label.slice(1)}`,
    '',
    '| case | load | p50 ms | p99 ms | requests/s | non-2xx | errors | target |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...phase.rows.map(
      (row) =>
        `| ${row.name} | ${row.mode} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(row.rps)} | ${row.non2xx} | ${row.errors} | ${
          row.mode.startsWith('fixed') ? (row.p99 < TARGET_P99_MS ? 'met' : '**missed**') : ''
        } |`,
    ),
    '',
    'EXPLAIN (ANALYZE, BUFFERS) of the statement the repository runs for the first request of',
    'each case (25 rows: a page of 24 and one to know whether another follows):',
    '',
    ...phase.plans.flatMap((plan) => [
      `<details><summary>${plan.name}: ${fmt(plan.ms)} ms</summary>`,
      '',
      '```',
      ...plan.plan,
      '```',
      '',
      '</details>',
      '',
    ]),
  ];
}

function report(input: {
  phases: Phase[];
  size: Awaited<ReturnType<typeof dataSize>>;
  seedSeconds: number;
  postgres: string;
}) {
  const cpu = cpus();
  const lines = [
    '# Benchmarks',
    '',
    'Written by `pnpm bench` (apps/api/bench/run.ts); numbers, not a pass/fail test. Re-run it after',
    'changing a list query or an index, and commit the new file with the change.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`,
    `- Database: ${input.postgres} on the same machine; API in-process (production config, log level warn), autocannon in a worker thread of the same process: server, database and load generator share the cores`,
    `- Data: ${input.size.churches.toLocaleString('en-US')} churches in ${BENCH_CITIES.length} cities, ${input.size.events.toLocaleString('en-US')} events (${input.size.upcoming.toLocaleString('en-US')} active and upcoming, ${input.size.recurring.toLocaleString('en-US')} recurring), ${input.size.rsvps.toLocaleString('en-US')} RSVPs; seeded in ${fmt(input.seedSeconds)} s`,
    `- Each request returns one page (24 events with their church). Fixed rate: ${RATE} requests/s for ${FIXED_SECONDS} s over 32 connections, latency corrected for coordinated omission; max: 16 connections for ${MAX_SECONDS} s. Target: p99 under ${TARGET_P99_MS} ms at ${RATE} requests/s.`,
    '- Cases: zip and city cycle through 40 zip codes and 30 cities (in mixed case), sport through',
    '  Football, NFL, Basketball, Golf, Soccer, Christmas Service and Hockey, date through the next 30',
    '  days; "tRPC" is the same list through /trpc (superjson, tRPC\'s HTTP layer).',
    '- The second run adds indexes that no migration has yet (`PROPOSED_INDEXES` in bench/run.ts),',
    '  to measure them before the db package adds them.',
    '',
    ...input.phases.flatMap(phaseLines),
  ];
  writeFileSync(REPORT, `${lines.join('\n')}\n`);
}

/**
 * Indexes the list queries want beyond migration 0001 (see the report). Created only in the
 * second phase of the run, to measure them before the db package adds them in a migration.
 */
const PROPOSED_INDEXES = [
  // The church's active-event count nested in every event (an index-only count per church), and
  // a church's events in keyset order (?church=, zip and city).
  sql`create index if not exists proposed_events_active_church_datetime_id_idx
    on events (church_id, datetime, id) where is_active`,
  // Series still running (upcoming list, first page) and series with an occurrence on a date.
  sql`create index if not exists proposed_events_active_series_end_idx
    on events (recurrence_end_date, datetime, id) where is_active and is_recurring`,
];

type Phase = { label: string; rows: Row[]; plans: { name: string; ms: number; plan: string[] }[] };

async function runPhase(label: string, db: Db, base: string, today: string): Promise<Phase> {
  const log = (message: string) => console.log(`[bench] ${label} · ${message}`);
  const rows: Row[] = [];
  const plans: Phase['plans'] = [];
  for (const benchCase of cases(today)) {
    const probe = await fetch(`${base}${benchCase.paths[0]}`);
    if (!probe.ok) throw new Error(`${benchCase.name}: ${probe.status} ${await probe.text()}`);
    await load(base, benchCase.paths, 3); // warm-up: JIT, plan cache, buffer cache
    const fixed = toRow(
      benchCase.name,
      `fixed ${RATE}/s`,
      await load(base, benchCase.paths, FIXED_SECONDS, RATE),
    );
    const max = toRow(benchCase.name, 'max', await load(base, benchCase.paths, MAX_SECONDS));
    rows.push(fixed, max);
    log(
      `${benchCase.name}: p50 ${fmt(fixed.p50)} ms, p99 ${fmt(fixed.p99)} ms at ${RATE}/s; max ${fmt(max.rps)}/s (p99 ${fmt(max.p99)} ms)`,
    );
  }
  for (const benchCase of cases(today)) {
    if (!benchCase.explain) continue;
    const { plan, ms } = await explainList(db, {
      sports: null,
      when: 'upcoming',
      cursor: null,
      limit: 25,
      now: new Date(),
      ...benchCase.explain,
    });
    plans.push({ name: benchCase.name, ms, plan });
  }
  return { label, rows, plans };
}

async function main() {
  const log = (message: string) => console.log(`[bench] ${message}`);
  log(`resetting ${DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')}`);
  await resetDatabase(DATABASE_URL);
  const handle = await createDb({ url: DATABASE_URL });
  await migrateToLatest(handle.db);
  log(`seeding ${SIZE.churches} churches, ${SIZE.events} events, ${SIZE.rsvps} RSVPs`);
  const seedStart = performance.now();
  await seedBenchData(handle.db, SIZE);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  log(`seeded in ${fmt(seedSeconds)} s`);

  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    BILLING_MODE: 'demo',
    DATABASE_URL,
  });
  const server = await createServer({ db: handle.db, config });
  const port = await server.start();
  const base = `http://127.0.0.1:${port}`;
  const now = new Date();
  const today = localDateOf(now, 'America/New_York');
  try {
    const phases = [await runPhase('migrations as they are', handle.db, base, today)];
    for (const statement of PROPOSED_INDEXES) await statement.execute(handle.db);
    await sql`vacuum analyze events`.execute(handle.db);
    phases.push(await runPhase('with the proposed indexes', handle.db, base, today));
    const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(
      handle.db,
    );
    report({
      phases,
      size: await dataSize(handle.db, now),
      seedSeconds,
      postgres: `PostgreSQL ${version.rows[0]?.v ?? '?'}`,
    });
    log(`wrote ${REPORT}`);
  } finally {
    await server.stop();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
