/**
 * `pnpm bench`: GET /api/events on scale data. Resets BENCH_DATABASE_URL, seeds it in SQL, starts
 * the API in this process on a free port and, per case, measures p50 and p99 at a steady 300
 * requests/s (paced-load.ts: open loop, evenly spaced, latency from the moment each request was
 * due), the same rate in autocannon's burst mode for comparison with earlier reports, and the
 * most it serves (autocannon, 16 connections). Load generators run in worker threads. Each run
 * waits for the machine to be quiet first and reports the CPU other processes used during it.
 * Writes docs/benchmarks.md above its hand-written part. Numbers, not a pass/fail test.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/huddle_bench; the
 * database is dropped and re-created), BENCH_EVENTS (200000), BENCH_SECONDS (15 per fixed-rate run).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDb, type Db, migrateToLatest } from '@huddle/db';
import { addDays, DEFAULT_PAGE_SIZE, localDateOf, sportFilterValues } from '@huddle/domain';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import type { EventListQuery } from '../src/modules/events/events.repository.js';
import { createServer } from '../src/server.js';
import { explainList } from './explain.js';
import { measureOthers, waitForQuiet } from './machine-load.js';
import { type PacedResult, pacedLoad } from './paced-load.js';
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
/** The report keeps everything from this line on: the hand-written history of the numbers. */
const HAND_WRITTEN =
  '<!-- Hand-written from here on; `pnpm bench` rewrites only what is above. -->';
const BENCH_DATABASE = decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
/** Other processes may use this much CPU (in cores) for a run to start… */
const QUIET_CORES = 0.15;
/** …and the benchmark waits this long for it before measuring anyway. */
const QUIET_WAIT_SECONDS = 120;

type Case = {
  name: string;
  /** Request paths, taken in turn. */
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
  mode: 'paced' | 'burst' | 'max';
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
  /** CPU other processes used during the run, in cores; null off Linux. */
  others: number | null;
};

const MODE_LABEL: Record<Row['mode'], string> = {
  paced: `paced ${RATE}/s`,
  burst: `autocannon ${RATE}/s (bursts)`,
  max: 'max (16 connections)',
};

async function autocannonLoad(base: string, paths: string[], seconds: number, rate?: number) {
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

/** Runs one measurement once the machine is quiet, and notes what else ran meanwhile. */
async function measured<T>(run: () => Promise<T>): Promise<{ result: T; others: number | null }> {
  const waited = await waitForQuiet(BENCH_DATABASE, QUIET_CORES, QUIET_WAIT_SECONDS);
  if (waited === null) console.warn('[bench] the machine stayed busy; measuring anyway');
  const meter = measureOthers(BENCH_DATABASE);
  const result = await run();
  return { result, others: meter.stop() };
}

function autocannonRow(
  name: string,
  mode: Row['mode'],
  { result, others }: { result: Result; others: number | null },
): Row {
  return {
    name,
    mode,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    others,
  };
}

function pacedRow(
  name: string,
  { result, others }: { result: PacedResult; others: number | null },
): Row {
  return {
    name,
    mode: 'paced',
    p50: result.p50,
    p99: result.p99,
    rps: result.rps,
    non2xx: result.non2xx,
    errors: result.errors,
    others,
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

function resultLines(rows: Row[], plans: Plan[]): string[] {
  return [
    '## Results',
    '',
    '| case | load | p50 ms | p99 ms | requests/s | non-2xx | errors | other CPU | target |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${MODE_LABEL[row.mode]} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(row.rps)} | ${row.non2xx} | ${row.errors} | ${
          row.others === null ? '–' : `${row.others.toFixed(2)} cores`
        } | ${row.mode === 'paced' ? (row.p99 < TARGET_P99_MS && row.rps >= RATE * 0.98 ? 'met' : '**missed**') : ''} |`,
    ),
    '',
    'EXPLAIN (ANALYZE, BUFFERS) of the statement the repository runs for the first request of',
    `each case (${DEFAULT_PAGE_SIZE + 1} rows: a page of ${DEFAULT_PAGE_SIZE} and one to know whether another follows):`,
    '',
    ...plans.flatMap((plan) => [
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

/** The hand-written part of the current report, kept as it is. */
function handWritten(): string[] {
  if (!existsSync(REPORT)) return [HAND_WRITTEN];
  const text = readFileSync(REPORT, 'utf8');
  const at = text.indexOf(HAND_WRITTEN);
  return [at === -1 ? HAND_WRITTEN : text.slice(at).trimEnd()];
}

function report(input: {
  rows: Row[];
  plans: Plan[];
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
    `- Database: ${input.postgres} on the same machine; API in-process (production config, log level warn); load generators in worker threads of the same process: server, database and load generator share the cores`,
    `- Data: ${input.size.churches.toLocaleString('en-US')} churches in ${BENCH_CITIES.length} cities, ${input.size.events.toLocaleString('en-US')} events (${input.size.upcoming.toLocaleString('en-US')} active and upcoming, ${input.size.recurring.toLocaleString('en-US')} recurring), ${input.size.rsvps.toLocaleString('en-US')} RSVPs; seeded in ${fmt(input.seedSeconds)} s`,
    `- Each request returns one page (the default, ${DEFAULT_PAGE_SIZE} events with their church). Target: p99 under ${TARGET_P99_MS} ms at ${RATE} requests/s, judged on the paced run.`,
    `- **paced ${RATE}/s** (bench/paced-load.ts): open loop, a request every ${fmt(1000 / RATE)} ms for ${FIXED_SECONDS} s over at most 32 keep-alive connections; each latency counts from when its request was due, so queueing anywhere (client, server, database) is in it.`,
    `- **autocannon ${RATE}/s (bursts)**: autocannon's \`overallRate\`, the method of earlier reports, kept for comparison. Each of its 32 connections sends its ~${Math.round(RATE / 32)} requests of the second back to back when the second starts, so the server sees 32 concurrent requests at the top of every second and then nothing; its coordinated-omission correction assumes a 1 ms interval, adding a sample for every millisecond of every answer. Its p99 is the latency of a burst of 32, not of ${RATE} requests/s.`,
    `- **max**: autocannon, 16 connections, ${MAX_SECONDS} s, as fast as answers come.`,
    `- Before each run the benchmark waits (up to ${QUIET_WAIT_SECONDS} s) until other processes use less than ${QUIET_CORES} of a core; "other CPU" is what they used during the run (everything but this process and the bench database's PostgreSQL backends).`,
    '- Cases: zip and city cycle through 40 zip codes and 30 cities (in mixed case), sport through',
    '  Football, NFL, Basketball, Golf, Soccer, Christmas Service and Hockey, date through the next 30',
    '  days; "tRPC" is the same list through /trpc (superjson, tRPC\'s HTTP layer).',
    '',
    ...resultLines(input.rows, input.plans),
    ...handWritten(),
  ];
  writeFileSync(REPORT, `${lines.join('\n')}\n`);
}

type Plan = { name: string; ms: number; plan: string[] };

async function runCases(
  db: Db,
  base: string,
  today: string,
): Promise<{ rows: Row[]; plans: Plan[] }> {
  const log = (message: string) => console.log(`[bench] ${message}`);
  const rows: Row[] = [];
  const plans: Plan[] = [];
  for (const benchCase of cases(today)) {
    const probe = await fetch(`${base}${benchCase.paths[0]}`);
    if (!probe.ok) throw new Error(`${benchCase.name}: ${probe.status} ${await probe.text()}`);
    await autocannonLoad(base, benchCase.paths, 3); // warm-up: JIT, plan cache, buffer cache
    const paced = pacedRow(
      benchCase.name,
      await measured(() =>
        pacedLoad({
          base,
          paths: benchCase.paths,
          rate: RATE,
          seconds: FIXED_SECONDS,
          connections: 32,
        }),
      ),
    );
    const burst = autocannonRow(
      benchCase.name,
      'burst',
      await measured(() => autocannonLoad(base, benchCase.paths, FIXED_SECONDS, RATE)),
    );
    const max = autocannonRow(
      benchCase.name,
      'max',
      await measured(() => autocannonLoad(base, benchCase.paths, MAX_SECONDS)),
    );
    rows.push(paced, burst, max);
    log(
      `${benchCase.name}: p50 ${fmt(paced.p50)} ms, p99 ${fmt(paced.p99)} ms at ${RATE}/s paced (others ${fmt(paced.others ?? Number.NaN)} cores); bursts p99 ${fmt(burst.p99)} ms; max ${fmt(max.rps)}/s (p99 ${fmt(max.p99)} ms)`,
    );
  }
  for (const benchCase of cases(today)) {
    if (!benchCase.explain) continue;
    const { plan, ms } = await explainList(db, {
      sports: null,
      when: 'upcoming',
      cursor: null,
      limit: DEFAULT_PAGE_SIZE + 1,
      now: new Date(),
      ...benchCase.explain,
    });
    plans.push({ name: benchCase.name, ms, plan });
  }
  return { rows, plans };
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
  // Write the seed's pages out now, so no checkpoint of the seed lands in the first case's runs.
  await sql`checkpoint`.execute(handle.db).catch(() => log('checkpoint refused; carrying on'));

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
    const { rows, plans } = await runCases(handle.db, base, today);
    const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(
      handle.db,
    );
    report({
      rows,
      plans,
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
