/**
 * `pnpm bench`: the API against a bare route running the same SQL (tooling/bench/src/bare.ts), side by side
 * in one run, on skewed scale data (tooling/bench/src/seed.ts: 10,000 churches, one metro holding 1,500 of
 * them, 200,000 events, about 1,000,000 RSVPs). Resets BENCH_DATABASE_URL, seeds it, vacuums and
 * analyses, starts the API (production config) and the bare server in this process, and per case
 * measures both at a paced RATE requests/s (paced-load.ts: open loop, evenly spaced, latency from
 * the moment each request was due) and at their maximum (autocannon, 16 connections), the two
 * sides one after the other. RSVPs go to fresh events with few seats, so some are refused, and
 * each run ends with an oversell check. Radius searches (issue 31: 25 miles around a zip in the
 * dense metro and one in the countryside, by date and by distance) run beside the bare route's
 * count and list. Issue 17's reads come last but one: the church directory
 * (a dense metro city, name searches), a large church's analytics and event analytics (30d, all)
 * and notifications signed in as its owner, and the admin dashboard (30d, all) with an
 * administrator's token, on what tooling/bench/src/seed-reads.ts adds (the large church, notifications,
 * visits and their rollups); the analytics and the dashboard are paced slower and judged by
 * their own latency targets (100 ms, 300 ms). First of all, the embedded start's memory
 * (embedded-start.ts: the built server on a fresh PGlite data directory with the demo seed, peak
 * and settled RSS; needs `pnpm build`). Writes tooling/bench/results/bench.md (the targets and
 * the latest table live in docs/performance.md). Numbers, not a pass/fail test.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/huddle_bench; the
 * database is dropped and re-created), BENCH_EVENTS (200000), BENCH_SECONDS (8 per paced run),
 * BENCH_MAX_SECONDS (8 per maximum run), BENCH_ROUNDS (4 slices per side and run: more and
 * shorter slices spread a neighbour's load more evenly), BENCH_CASES (a comma-separated list; a
 * case runs when its name starts with one of them, or is exactly it when the entry ends with "$",
 * e.g. "church analytics,church$"; "embedded start" alone seeds no PostgreSQL), BENCH_VISIT_DAYS (30 days of page views rolled up by the real
 * backfill).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { createAdmin } from '@huddle/api/src/modules/admin/testing/admin-fixtures.js';
import { readNear } from '@huddle/api/src/modules/churches/near.js';
import {
  countChurchesNear,
  type EventListQuery,
  FEW_CHURCHES_NEAR,
} from '@huddle/api/src/modules/events/events.repository.js';
import { createServer } from '@huddle/api/src/server.js';
import { createDb, type Db, migrateToLatest } from '@huddle/db';
import { addDays, DEFAULT_PAGE_SIZE, localDateOf, sportFilterValues } from '@huddle/domain';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import { createBareServer } from './bare.js';
import { benchConfig } from './bench-config.js';
import {
  embeddedStartLines,
  embeddedStartSummary,
  measureEmbeddedStart,
} from './embedded-start.js';
import { explainList } from './explain.js';
import { measureOthers, waitForQuiet } from './machine-load.js';
import { type BenchRequest, type PacedResult, pacedLoad, percentile } from './paced-load.js';
import { resultPath } from './results.js';
import {
  BENCH_CITIES,
  DENSE_ZIPS,
  METRO,
  resetDatabase,
  seedBenchData,
  ZIPS_PER_CITY,
  zipOf,
} from './seed.js';
import { BENCH_OWNER, BIG_CHURCH_EVENTS, seedReadsData } from './seed-reads.js';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/huddle_bench';
const SIZE = {
  churches: 10_000,
  events: Number(process.env.BENCH_EVENTS ?? 200_000),
  metroChurches: 1_500,
};
const RATE = 500;
/** Seconds of each side's paced and maximum runs, each split in ROUNDS slices that alternate. */
const PACED_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const MAX_CONNECTIONS = 16;
const TARGET_P99_MS = 50;
/**
 * The reads of issue 17 with a latency target of their own: a church's analytics under 100 ms,
 * the admin dashboard under 300 ms. They are paced at what a few church users or administrators
 * ask at once, well below what the machine can answer, so their p50 and p99 are the request's
 * own time, not a queue's; 500/s of them would only measure the queue.
 */
const ANALYTICS_TARGET_MS = 100;
const ANALYTICS_RATE = 10;
const DASHBOARD_TARGET_MS = 300;
const DASHBOARD_RATE = 5;
/** Days of raw page views rolled up by the real backfill for the admin dashboard (seed-reads.ts). */
const VISIT_DAYS = Number(process.env.BENCH_VISIT_DAYS ?? 30);
const REPORT = resultPath('bench.md');
const BENCH_DATABASE = decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
/** Other processes may use this much CPU (in cores) for a case to start… */
const QUIET_CORES = 0.3;
/** …and the benchmark waits this long for it before measuring anyway. */
const QUIET_WAIT_SECONDS = 5;
/** Seats of each RSVP event, and RSVP events per run. */
const RSVP_SEATS = 40;
const RSVP_EVENTS = 50;
/**
 * RSVPs at their maximum: each request must be new (another address and e-mail), which
 * autocannon's request list cannot do across connections (each connection replays it from the
 * start), so the paced generator offers this rate over MAX_CONNECTIONS connections instead and the
 * answers per second are the maximum.
 */
const RSVP_MAX_RATE = 1000;

type Side = 'huddle' | 'bare';
type Mode = 'paced' | 'max';

type Case = {
  name: string;
  /** The ratio Huddle ÷ bare (maximum requests/s) the issue asks for, if any. */
  target?: number;
  /** The paced run's requests/s (RATE unless said). */
  rate?: number;
  /** A latency target of the case's own, for Huddle's paced p50 and p99 (else p99 < TARGET_P99_MS). */
  targetMs?: number;
  /** Requests for a side and mode (the RSVP cases need fresh events and addresses per run). */
  requests: (side: Side, mode: Mode) => Promise<BenchRequest[]>;
  /** The repository query of the first request, for EXPLAIN ANALYZE. */
  explain?: Partial<EventListQuery>;
  /** After the runs: the RSVP events' oversell check. */
  rsvp?: boolean;
  /** Huddle with its list micro-cache on (LIST_CACHE_MS = MICRO_CACHE_MS). */
  microCache?: boolean;
  /** Seconds of each side's paced run, when the case answers far below its rate (else PACED_SECONDS). */
  pacedSeconds?: number;
};

const MICRO_CACHE_MS = 1000;

/** The radius searches' radius (the API's default), and their place outside the metro. */
const RADIUS_MILES = 25;
/** Counted whole for the report (the API stops at FEW_CHURCHES_NEAR). */
const ALL_CHURCHES = 1_000_000;
/** Elbert, Colorado: open country, 22 bench churches of Colorado Springs within 25 miles. */
const COUNTRYSIDE = { name: 'countryside, Elbert CO', zip: '80106' };

const get = (path: string, headers?: Record<string, string>): BenchRequest => ({
  method: 'GET',
  path,
  ...(headers ? { headers } : {}),
});

/** Huddle's request headers for the church owner (a session cookie) and an administrator. */
type ReadAuth = {
  churchId: number;
  owner: () => Promise<Record<string, string>>;
  admin: () => Promise<Record<string, string>>;
};

/** Signs in once, on first use, and keeps the answer (a session cookie or a bearer token). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/**
 * Sign-ins through the API's own login routes, as a browser behind the proxy makes them (an
 * allowed Origin, HTTPS named by X-Forwarded-Proto, so the Secure cookie is set).
 */
function readAuth(db: Db, base: string, publicUrl: string, churchId: number): ReadAuth {
  const headers = {
    'content-type': 'application/json',
    origin: new URL(publicUrl).origin,
    'x-forwarded-proto': 'https',
  };
  const login = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  return {
    churchId,
    owner: once(async () => {
      const response = await login('/api/login', BENCH_OWNER);
      const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
      if (!cookie) throw new Error('/api/login set no session cookie');
      return { cookie, 'x-forwarded-proto': 'https' };
    }),
    admin: once(async () => {
      const admin = await createAdmin(db);
      const response = await login('/api/admin/login', {
        email: admin.email,
        password: admin.password,
      });
      const { token } = (await response.json()) as { token: string };
      return { authorization: `Bearer ${token}` };
    }),
  };
}

/**
 * Issue 17's reads: the church directory, the large church's analytics, event analytics and
 * notifications (signed in as its owner), the admin dashboard (an administrator's token).
 */
function readCases(auth: ReadAuth, metroName: string): Case[] {
  const path = (side: Side, rest: string) => `${side === 'huddle' ? '/api' : '/bare'}${rest}`;
  const church = `/churches/${auth.churchId}`;
  const names = ['Church 42', 'church 777', 'Church 1234', 'church 9001', 'Church 5', 'church 31'];
  const analytics = (call: 'analytics' | 'events/analytics', period: '30d' | 'all'): Case => ({
    name: `${call === 'analytics' ? 'church analytics' : 'event analytics'} ${period} (large church)`,
    rate: ANALYTICS_RATE,
    targetMs: ANALYTICS_TARGET_MS,
    requests: async (side) => [
      get(
        path(side, `${church}/${call}?period=${period}`),
        side === 'huddle' ? await auth.owner() : undefined,
      ),
    ],
  });
  const dashboard = (period: '30d' | 'all'): Case => ({
    name: `admin dashboard ${period}`,
    rate: DASHBOARD_RATE,
    targetMs: DASHBOARD_TARGET_MS,
    requests: async (side) => [
      get(
        path(side, `/admin/dashboard?period=${period}`),
        side === 'huddle' ? await auth.admin() : undefined,
      ),
    ],
  });
  return [
    {
      name: `church directory: dense metro city (search=${metroName}, 1,500 churches)`,
      requests: async (side) =>
        [metroName, metroName.toLowerCase()].map((search) =>
          get(path(side, `/churches?${new URLSearchParams({ search })}`)),
        ),
    },
    {
      name: 'church directory: name search',
      requests: async (side) =>
        names.map((search) => get(path(side, `/churches?${new URLSearchParams({ search })}`))),
    },
    analytics('analytics', '30d'),
    analytics('analytics', 'all'),
    analytics('events/analytics', '30d'),
    analytics('events/analytics', 'all'),
    {
      name: 'notifications (large church, newest page)',
      requests: async (side) => [
        get(
          path(side, `${church}/notifications`),
          side === 'huddle' ? await auth.owner() : undefined,
        ),
      ],
    },
    dashboard('30d'),
    dashboard('all'),
  ];
}

/** The same list path on both sides: /api/events?… on the API, /bare/events?… on the bare one. */
function listCase(
  name: string,
  params: Record<string, string>[],
  explain: Partial<EventListQuery> | undefined,
): Case {
  const query = (p: Record<string, string>) => {
    const search = new URLSearchParams(p).toString();
    return search ? `?${search}` : '';
  };
  return {
    name,
    target: 0.75,
    requests: async (side) =>
      params.map((p) => get(`${side === 'huddle' ? '/api' : '/bare'}/events${query(p)}`)),
    ...(explain ? { explain } : {}),
  };
}

/** A list case over the values of one filter; the plan is checked for the first of them. */
function filterCase(
  name: string,
  filter: 'zipCode' | 'city' | 'state' | 'date',
  values: string[],
): Case {
  return listCase(
    name,
    values.map((value) => ({ [filter]: value })),
    { [filter]: values[0] },
  );
}

/**
 * Radius searches (issue 31, docs/adr/0082) from a zip code, by date and by distance; the plan is
 * that of the shape the API picks for it (`countChurchesNear`).
 */
async function radiusCases(
  db: Db,
  name: string,
  zip: string,
): Promise<{ byDate: Case; byDistance: Case }> {
  const near = readNear({ near: zip, radius: RADIUS_MILES })!;
  const churches = await countChurchesNear(db, near, ALL_CHURCHES);
  const params = { near: zip, radius: String(RADIUS_MILES) };
  const label = `radius: ${name} (near=${zip}, ${RADIUS_MILES} mi; ${n(churches)} churches in the box)`;
  return {
    byDate: listCase(label, [params], {
      near: { ...near, byChurch: churches < FEW_CHURCHES_NEAR },
    }),
    // The distance order reads the churches nearest first, whatever their number.
    byDistance: listCase(`${label}, sort=distance`, [{ ...params, sort: 'distance' }], {
      near: { ...near, byChurch: false },
      byDistance: true,
    }),
  };
}

/**
 * Radius searches as production answers them, with the list micro-cache on: a paced 500/s spread
 * over every radius and order from the given zips, so each second asks anew for each search once.
 * Without the cache neither side reaches 500/s on two cores (docs/performance.md).
 */
function cachedRadiusCase(name: string, zips: string[]): Case {
  const params = zips.flatMap((near) =>
    ['10', '25', '50'].flatMap((radius): Record<string, string>[] => [
      { near, radius },
      { near, radius, sort: 'distance' },
    ]),
  );
  return {
    ...listCase(`radius: ${name}, ${params.length} searches`, params, undefined),
    name: `radius: ${name}, ${params.length} searches, micro-cache ${MICRO_CACHE_MS} ms`,
    microCache: true,
  };
}

async function cases(db: Db, today: string, auth: ReadAuth): Promise<Case[]> {
  const metro = BENCH_CITIES[METRO]!;
  const [metroName, metroState] = metro;
  const typicalCities = BENCH_CITIES.filter((_, i) => i !== METRO)
    .slice(0, 30)
    .map(([name], i) => (i % 2 ? name.toLowerCase() : name.toUpperCase()));
  const typicalZips = Array.from({ length: 40 }, (_, i) => {
    const city = 1 + (i % (BENCH_CITIES.length - 1));
    return zipOf(city >= METRO ? city + 1 : city, i % ZIPS_PER_CITY);
  });
  const denseZips = Array.from({ length: DENSE_ZIPS }, (_, i) => zipOf(METRO, i));
  const sports = ['Football', 'NFL', 'Basketball', 'Golf', 'Soccer', 'Christmas Service', 'Hockey'];
  const dates = Array.from({ length: 30 }, (_, i) => addDays(today, i));
  const states = ['TX', 'CA', 'FL', 'GA', 'OH', 'CO', 'NC', 'IL'];
  const metroChurches = await db
    .selectFrom('churches')
    .select('id')
    .where('city', '=', metroName)
    .orderBy('id')
    .limit(20)
    .execute();
  const eventIds = await db
    .selectFrom('events')
    .select('id')
    .where('is_active', '=', true)
    .where('datetime', '>=', new Date())
    .orderBy('id')
    .limit(50)
    .execute();
  const metroRadius = await radiusCases(db, `dense metro, ${metroName}`, zipOf(METRO, 0));
  const countryRadius = await radiusCases(db, COUNTRYSIDE.name, COUNTRYSIDE.zip);
  const trpcInput = encodeURIComponent(JSON.stringify({ json: {} }));

  return [
    listCase('no filter', [{}], {}),
    filterCase('zip (typical)', 'zipCode', typicalZips),
    filterCase('zip (dense: 300 churches)', 'zipCode', denseZips),
    filterCase('city (typical)', 'city', typicalCities),
    listCase(
      'city (dense metro: 1,500 churches)',
      [{ city: metroName }, { city: metroName.toLowerCase() }],
      {
        city: metroName,
      },
    ),
    listCase('city + state (dense metro)', [{ city: metroName, state: metroState }], {
      city: metroName,
      state: metroState,
    }),
    filterCase('state', 'state', states),
    listCase(
      'sport',
      sports.map((sport) => ({ sport })),
      { sports: sportFilterValues(sports[0]) },
    ),
    listCase('kind (watch parties tab)', [{ kind: 'watch_party' }, { kind: 'church_event' }], {
      kind: 'watch_party',
    }),
    filterCase('date', 'date', dates),
    listCase(
      'city + sport (dense metro)',
      sports.map((sport) => ({ city: metroName, sport })),
      { city: metroName, sports: sportFilterValues(sports[0]) },
    ),
    listCase(
      'city + date (dense metro)',
      dates.map((date) => ({ city: metroName, date })),
      { city: metroName, date: dates[0] },
    ),
    listCase(
      'church',
      metroChurches.map(({ id }) => ({ church: String(id) })),
      { churchId: metroChurches[0]?.id },
    ),
    listCase('past (when=past)', [{ when: 'past' }], { when: 'past' }),
    {
      name: 'event page (GET /api/events/{id})',
      target: 0.75,
      requests: async (side) =>
        eventIds.map(({ id }) => get(`${side === 'huddle' ? '/api' : '/bare'}/events/${id}`)),
    },
    {
      name: 'tRPC events.list, no filter',
      target: 0.6,
      requests: async (side) => [
        get(side === 'huddle' ? `/trpc/events.list?input=${trpcInput}` : '/bare/events'),
      ],
    },
    {
      ...listCase('no filter', [{}], undefined),
      name: `no filter, micro-cache ${MICRO_CACHE_MS} ms`,
      microCache: true,
    },
    {
      ...listCase(
        'city (dense metro)',
        [{ city: metroName }, { city: metroName.toLowerCase() }],
        undefined,
      ),
      name: `city (dense metro), micro-cache ${MICRO_CACHE_MS} ms`,
      microCache: true,
    },
    metroRadius.byDate,
    countryRadius.byDate,
    countryRadius.byDistance,
    metroRadius.byDistance,
    cachedRadiusCase(`dense metro, ${metroName}`, denseZips),
    cachedRadiusCase(COUNTRYSIDE.name, [COUNTRYSIDE.zip]),
    ...readCases(auth, metroName),
    {
      name: 'RSVP (POST /api/events/{id}/rsvp)',
      rsvp: true,
      requests: (side, mode) => rsvpRequests(db, side, mode),
    },
  ];
}

let rsvpRun = 0;

/**
 * Fresh events with RSVP_SEATS seats each, and one RSVP of one to three people per request from a
 * new address and e-mail, round-robin over the events: the paced run asks for more seats than
 * there are, so the last ones are refused and the oversell check has something to check.
 */
async function rsvpRequests(db: Db, side: Side, mode: Mode): Promise<BenchRequest[]> {
  rsvpRun += 1;
  const church = await db
    .selectFrom('churches')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('events')
    .values(
      Array.from({ length: RSVP_EVENTS }, (_, i) => ({
        title: `RSVP bench ${rsvpRun}.${i}`,
        description: 'Seats for the RSVP benchmark.',
        sport: 'NFL',
        datetime: new Date(Date.now() + 10 * 86_400_000),
        church_id: church.id,
        max_attendees: RSVP_SEATS,
      })),
    )
    .returning('id')
    .execute();
  const count =
    mode === 'paced' ? (RATE * PACED_SECONDS) / ROUNDS : RSVP_MAX_RATE * (MAX_SECONDS / ROUNDS);
  return Array.from({ length: count }, (_, i) => {
    const event = inserted[i % inserted.length]!.id;
    return {
      method: 'POST',
      path: `${side === 'huddle' ? '/api' : '/bare'}/events/${event}/rsvp`,
      body: JSON.stringify({
        attendeeName: `Bench Visitor ${i}`,
        attendeeEmail: `visitor${rsvpRun}x${i}@bench.example.com`,
        numberOfGuests: 1 + (i % 3),
      }),
      // One visitor per address, as a proxy in front would name them (TRUST_PROXY).
      headers: { 'x-forwarded-for': `10.${rsvpRun}.${(i >> 8) & 255}.${i & 255}` },
    };
  });
}

/** Seats taken beyond capacity, or out of step with the RSVPs, on the RSVP bench events. */
async function oversell(db: Db): Promise<{ events: number; seats: number; wrong: number }> {
  const { rows } = await sql<{ events: number; seats: number; wrong: number }>`
    select count(*)::int as events, coalesce(sum(e.current_attendees), 0)::int as seats,
      count(*) filter (where e.current_attendees > e.max_attendees
        or e.current_attendees <> coalesce(r.people, 0))::int as wrong
    from events e
    left join (select event_id, sum(number_of_guests) as people from rsvps group by event_id) r
      on r.event_id = e.id
    where e.title like 'RSVP bench %'`.execute(db);
  return rows[0] ?? { events: 0, seats: 0, wrong: 0 };
}

type Run = {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  others: number | null;
};

type Row = {
  name: string;
  target?: number;
  /** The paced run's requests/s, and the case's own latency target if any. */
  rate: number;
  targetMs?: number;
  runs: Record<`${Side}-${Mode}`, Run>;
  /** Body bytes of the first request's answer, per side (0 for the RSVP). */
  bytes: Record<Side, number>;
  note?: string;
};

async function autocannonRun(base: string, requests: BenchRequest[], seconds: number) {
  const result: Result = await autocannon({
    url: base,
    connections: MAX_CONNECTIONS,
    duration: seconds,
    workers: 1,
    timeout: 10,
    requests: requests.map((r) => ({
      method: r.method,
      path: r.path,
      ...(r.body === undefined
        ? r.headers
          ? { headers: r.headers }
          : {}
        : { body: r.body, headers: { ...r.headers, 'content-type': 'application/json' } }),
    })),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  return {
    latencies: [result.latency.p50, result.latency.p99],
    answers: result.requests.total,
    seconds: result.duration,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/** One slice of a run, to be merged with the side's other slices. */
type Slice = {
  /** Every latency of a paced slice; p50 and p99 of an autocannon slice. */
  latencies: number[];
  answers: number;
  seconds: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
};

async function pacedRun(
  base: string,
  requests: BenchRequest[],
  rate: number,
  seconds: number,
  connections: number,
): Promise<Slice> {
  const result: PacedResult = await pacedLoad({ base, requests, rate, seconds, connections });
  return {
    latencies: result.latencies,
    answers: result.latencies.length,
    seconds: result.elapsed,
    non2xx: result.non2xx,
    errors: result.errors,
    statuses: result.statuses,
  };
}

/**
 * A side's slices as one run. Paced: percentiles of all latencies together. Max: answers over
 * seconds, with the worst slice's p50 and p99.
 */
function merged(slices: Slice[], others: number | null, exact: boolean): Run {
  const all = slices.flatMap((slice) => slice.latencies).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const slice of slices) {
    for (const [code, count] of Object.entries(slice.statuses)) {
      statuses[code] = (statuses[code] ?? 0) + count;
    }
  }
  const sum = (pick: (slice: Slice) => number) => slices.reduce((t, slice) => t + pick(slice), 0);
  return {
    p50: exact ? percentile(all, 0.5) : Math.max(...slices.map((s) => s.latencies[0] ?? 0)),
    p99: exact ? percentile(all, 0.99) : Math.max(...slices.map((s) => s.latencies[1] ?? 0)),
    rps: sum((slice) => slice.answers) / sum((slice) => slice.seconds),
    non2xx: sum((slice) => slice.non2xx),
    errors: sum((slice) => slice.errors),
    statuses,
    others,
  };
}

const fmt = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 10) / 10) : '–');
const n = (value: number) => value.toLocaleString('en-US');
const cores = (n: number | null) => (n === null ? '–' : n.toFixed(2));

function verdict(row: Row): string {
  const paced = row.runs['huddle-paced'];
  const parts: string[] = [];
  // Answers that fell behind the pace, or failed, miss any latency target.
  const kept = paced.rps >= row.rate * 0.98 && paced.errors === 0;
  if (row.targetMs === undefined) {
    parts.push(kept && paced.p99 < TARGET_P99_MS ? 'p99 met' : '**p99 missed**');
  } else {
    const mark = (ms: number, name: string) =>
      kept && ms < row.targetMs! ? `${name} met` : `**${name} missed**`;
    parts.push(`${mark(paced.p50, 'p50')}, ${mark(paced.p99, 'p99')} (< ${row.targetMs} ms)`);
  }
  if (row.target !== undefined) {
    const ratio = row.runs['huddle-max'].rps / row.runs['bare-max'].rps;
    parts.push(
      ratio >= row.target ? `ratio met (≥ ${row.target})` : `**ratio missed** (< ${row.target})`,
    );
  }
  return parts.join(', ');
}

function resultLines(rows: Row[], plans: Plan[]): string[] {
  const statusText = (run: Run) =>
    Object.entries(run.statuses)
      .map(([code, n]) => `${n}×${code}`)
      .join(' ');
  return [
    '## Results',
    '',
    '| case | paced req/s | Huddle p50 / p99 ms, paced | bare p50 / p99 ms, paced | Huddle max req/s | bare max req/s | ratio | bytes Huddle / bare | other CPU (cores, paced / max) | verdict |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((row) => {
      const r = row.runs;
      const ratio = r['huddle-max'].rps / r['bare-max'].rps;
      return `| ${row.name} | ${row.rate} | ${fmt(r['huddle-paced'].p50)} / ${fmt(r['huddle-paced'].p99)} | ${fmt(r['bare-paced'].p50)} / ${fmt(r['bare-paced'].p99)} | ${fmt(r['huddle-max'].rps)} | ${fmt(r['bare-max'].rps)} | ${ratio.toFixed(2)} | ${row.bytes.huddle ? `${n(row.bytes.huddle)} / ${n(row.bytes.bare)}` : '–'} | ${cores(r['huddle-paced'].others)} / ${cores(r['huddle-max'].others)} | ${verdict(row)} |`;
    }),
    '',
    'Answers by status (Huddle paced; Huddle max; bare paced; bare max), where not all 200:',
    '',
    ...rows
      .filter((row) =>
        Object.values(row.runs).some((run) => Object.keys(run.statuses).some((c) => c !== '200')),
      )
      .map(
        (row) =>
          `- ${row.name}: ${statusText(row.runs['huddle-paced'])}; ${statusText(row.runs['huddle-max'])}; ${statusText(row.runs['bare-paced'])}; ${statusText(row.runs['bare-max'])}${row.note ? `. ${row.note}` : ''}`,
      ),
    '',
    'EXPLAIN (ANALYZE, BUFFERS) of the statement the repository runs for the first request of',
    `each list case (${DEFAULT_PAGE_SIZE + 1} rows: a page of ${DEFAULT_PAGE_SIZE} and one to know whether another follows), after the runs:`,
    '',
    '| case | planning ms | execution ms |',
    '| --- | ---: | ---: |',
    ...plans.map((plan) => `| ${plan.name} | ${fmt(plan.planning)} | ${fmt(plan.ms)} |`),
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

type DataSize = Awaited<ReturnType<typeof dataSize>>;

async function dataSize(db: Db, now: Date, bigChurch: number) {
  const count = async (table: 'churches' | 'events' | 'rsvps', where?: 'upcoming' | 'metro') => {
    let query = db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n'));
    if (where === 'metro' && table === 'churches') {
      query = query.where('city', '=', BENCH_CITIES[METRO]![0]);
    }
    return Number((await query.executeTakeFirst())?.n);
  };
  const upcoming = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('is_active', '=', true)
    .where('datetime', '>=', now)
    .executeTakeFirst();
  return {
    churches: await count('churches'),
    metro: await count('churches', 'metro'),
    events: await count('events'),
    upcoming: Number(upcoming?.n),
    rsvps: await count('rsvps'),
    reads: await readsSize(db, bigChurch),
  };
}

/** What the reads of issue 17 run on (seed-reads.ts). */
async function readsSize(db: Db, bigChurch: number) {
  const { rows } = await sql<{
    events: number;
    rsvps: number;
    views: number;
    church_notifications: number;
    notifications: number;
    page_views: number;
    rolled: number;
  }>`
    select (select count(*) from events where church_id = ${bigChurch})::int as events,
           (select count(*) from rsvps r join events e on e.id = r.event_id
             where e.church_id = ${bigChurch})::int as rsvps,
           (select count(*) from event_view_counts v join events e on e.id = v.event_id
             where e.church_id = ${bigChurch})::int as views,
           (select count(*) from notifications where church_id = ${bigChurch})::int
             as church_notifications,
           (select count(*) from notifications)::int as notifications,
           (select count(*) from page_views)::int as page_views,
           (select count(*) from user_engagement_daily)::int as rolled`.execute(db);
  return { church: bigChurch, ...rows[0]! };
}

function report(input: {
  rows: Row[];
  plans: Plan[];
  size: DataSize;
  seedSeconds: number;
  postgres: string;
  load: string;
  embedded: string[];
}) {
  const cpu = cpus();
  const lines = [
    '# Benchmarks',
    '',
    'Written by `pnpm bench` (tooling/bench/src/run.ts); numbers, not a pass/fail test. Re-run it after',
    'changing a list query, an index or the request path, and copy the table into docs/performance.md.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}. Shared: other engineers' builds and tests ran on the same two cores (load average ${input.load} when the run ended); "other CPU" is what they used during each run.`,
    `- Database: ${input.postgres} on the same machine. The API (production config, log level warn) and the bare server run in this process, the load generators in worker threads of it: server, database and load share the cores.`,
    `- Data: ${n(input.size.churches)} churches (${n(input.size.metro)} in one metro, ${BENCH_CITIES[METRO]![0]}, whose first ${DENSE_ZIPS} zip codes hold 300 each), ${n(input.size.events)} events (${n(input.size.upcoming)} active and upcoming), ${n(input.size.rsvps)} RSVPs; seeded, vacuumed and analysed in ${fmt(input.seedSeconds)} s.`,
    `- Reads (issue 17; tooling/bench/src/seed-reads.ts): church ${input.size.reads.church} in Milwaukee holds ${n(input.size.reads.events)} events (${n(BIG_CHURCH_EVENTS)} added: three years back to six months ahead), ${n(input.size.reads.rsvps)} RSVPs, ${n(input.size.reads.views)} hourly view counts and ${n(input.size.reads.church_notifications)} notifications (${n(input.size.reads.notifications)} in all); churches, events and RSVPs carry creation times spread over three years; ${n(input.size.reads.page_views)} raw page views (${VISIT_DAYS} days and today, rolled up by the real backfill) and ${n(input.size.reads.rolled)} days of engagement rollups (the older ones made up). Its owner signs in through POST /api/login (a session cookie), the administrator through POST /api/admin/login (a bearer token); the bare routes need neither.`,
    `- **bare**: tooling/bench/src/bare.ts, a Fastify route with no plugins that runs the same SQL through pg and sends the rows; the RSVP's bare route calls the same service without the framework. **ratio** = Huddle's maximum requests/s ÷ bare's (issue 16: REST reads ≥ 0.75, tRPC list ≥ 0.6).`,
    `- **paced ${RATE}/s** (tooling/bench/src/paced-load.ts): open loop, a request every ${fmt(1000 / RATE)} ms for ${PACED_SECONDS} s per side over at most 32 keep-alive connections; each latency counts from when its request was due, so queueing anywhere is in it. Target p99 < ${TARGET_P99_MS} ms. The reads with a target of their own (issue 17) are paced slower, at what a few users ask at once: a church's analytics and event analytics at ${ANALYTICS_RATE}/s, target p50 and p99 < ${ANALYTICS_TARGET_MS} ms; the admin dashboard at ${DASHBOARD_RATE}/s, target p50 and p99 < ${DASHBOARD_TARGET_MS} ms. No ratio target for them: the issue gives none.`,
    `- **max**: autocannon, ${MAX_CONNECTIONS} connections, ${MAX_SECONDS} s per side, as fast as answers come (RSVPs: the paced generator offering ${RSVP_MAX_RATE}/s over ${MAX_CONNECTIONS} connections, since every RSVP must be new). Each side's run is cut in ${ROUNDS} slices and the sides take turns (Huddle, bare, bare, Huddle), so load from other processes falls on both alike; after waiting up to ${QUIET_WAIT_SECONDS} s for other processes to use less than ${QUIET_CORES} cores. "other CPU" is what other processes used during the case's paced and max turns.`,
    `- Each list request returns one page (${DEFAULT_PAGE_SIZE} events with their church); paths cycle through the case's values (40 zip codes, 30 cities in mixed case, 8 states, 7 sports, the next 30 days, 20 churches, 50 events). RSVPs: fresh events of ${RSVP_SEATS} seats, ${RSVP_EVENTS} per run, one to three people per RSVP, each from its own address.`,
    '',
    ...resultLines(input.rows, input.plans),
    ...input.embedded,
  ];
  writeFileSync(REPORT, `${lines.join('\n')}\n`);
}

type Plan = { name: string; ms: number; planning: number; plan: string[] };

const WANTED = process.env.BENCH_CASES?.split(',').map((name) => name.trim());

/** Each distinct request once, one after another. */
async function askOnce(base: string, requests: BenchRequest[]): Promise<void> {
  for (const path of new Set(requests.map((request) => request.path))) {
    const answer = await fetch(`${base}${path}`);
    await answer.arrayBuffer();
  }
}

/** Whether BENCH_CASES asks for a case (all when unset). */
function isWanted(caseName: string): boolean {
  return (
    !WANTED ||
    WANTED.some((name) =>
      name.endsWith('$') ? caseName === name.slice(0, -1) : caseName.startsWith(name),
    )
  );
}

/** The embedded start's memory (embedded-start.ts): first, while the machine holds no bench data. */
const EMBEDDED_START = 'embedded start';

async function embeddedStart(log: (message: string) => void): Promise<string[]> {
  if (!isWanted(EMBEDDED_START)) return [];
  log('embedded start: the built server on a fresh PGlite data directory with the demo seed');
  const result = await measureEmbeddedStart();
  log(`embedded start: ${embeddedStartSummary(result)}`);
  return ['', ...embeddedStartLines(result)];
}

async function runCases(
  db: Db,
  servers: Record<Side | 'cached', string>,
  today: string,
  auth: ReadAuth,
): Promise<{ rows: Row[]; plans: Plan[] }> {
  const log = (message: string) => console.log(`[bench] ${message}`);
  const all = (await cases(db, today, auth)).filter((c) => isWanted(c.name));
  const rows: Row[] = [];
  for (const benchCase of all) {
    const bases = {
      huddle: benchCase.microCache ? servers.cached : servers.huddle,
      bare: servers.bare,
    };
    const rate = benchCase.rate ?? RATE;
    const runs = {} as Row['runs'];
    const bytes: Row['bytes'] = { huddle: 0, bare: 0 };
    if (!benchCase.rsvp) {
      for (const side of ['huddle', 'bare'] as const) {
        const [first] = await benchCase.requests(side, 'paced');
        const probe = await fetch(`${bases[side]}${first!.path}`, { headers: first!.headers });
        const body = await probe.text();
        if (!probe.ok) throw new Error(`${benchCase.name} (${side}): ${probe.status} ${body}`);
        bytes[side] = Buffer.byteLength(body);
        await autocannonRun(bases[side], await benchCase.requests(side, 'max'), 1); // warm-up
      }
    }
    if ((await waitForQuiet(BENCH_DATABASE, QUIET_CORES, QUIET_WAIT_SECONDS)) === null) {
      log(`${benchCase.name}: the machine stayed busy; measuring anyway`);
    }
    // The two sides take turns in short slices, so a neighbour's build lands on both alike.
    for (const mode of ['paced', 'max'] as const) {
      const slices: Record<Side, Slice[]> = { huddle: [], bare: [] };
      const meter = measureOthers(BENCH_DATABASE);
      for (let round = 0; round < ROUNDS; round += 1) {
        const order: Side[] = round % 2 ? ['bare', 'huddle'] : ['huddle', 'bare'];
        for (const side of order) {
          const requests = await benchCase.requests(side, mode);
          // A server answering 500/s keeps its micro-cache warm (a page just expired is answered
          // while it is rebuilt); after the other side's slice it would start cold each time.
          if (benchCase.microCache && side === 'huddle') await askOnce(bases.huddle, requests);
          const seconds =
            (mode === 'paced' ? (benchCase.pacedSeconds ?? PACED_SECONDS) : MAX_SECONDS) / ROUNDS;
          slices[side].push(
            mode === 'paced'
              ? await pacedRun(bases[side], requests, rate, seconds, 32)
              : benchCase.rsvp
                ? await pacedRun(bases[side], requests, RSVP_MAX_RATE, seconds, MAX_CONNECTIONS)
                : await autocannonRun(bases[side], requests, seconds),
          );
        }
      }
      const others = meter.stop();
      for (const side of ['huddle', 'bare'] as const) {
        runs[`${side}-${mode}`] = merged(
          slices[side],
          others,
          mode === 'paced' || !!benchCase.rsvp,
        );
      }
    }
    const row: Row = {
      name: benchCase.name,
      rate,
      runs,
      bytes,
      ...(benchCase.target ? { target: benchCase.target } : {}),
      ...(benchCase.targetMs ? { targetMs: benchCase.targetMs } : {}),
    };
    if (benchCase.rsvp) {
      const check = await oversell(db);
      row.note = `Oversell check over ${check.events} RSVP events, ${check.seats} seats taken: ${check.wrong} events oversold or out of step with their RSVPs`;
      log(row.note);
    }
    rows.push(row);
    const r = runs;
    log(
      `${benchCase.name}: paced p99 ${fmt(r['huddle-paced'].p99)} ms (bare ${fmt(r['bare-paced'].p99)}), max ${fmt(r['huddle-max'].rps)}/s vs bare ${fmt(r['bare-max'].rps)}/s = ${(r['huddle-max'].rps / r['bare-max'].rps).toFixed(2)}; others ${cores(r['huddle-paced'].others)}/${cores(r['huddle-max'].others)} cores`,
    );
  }
  const plans: Plan[] = [];
  for (const benchCase of all) {
    if (!benchCase.explain) continue;
    const query: EventListQuery = {
      sports: null,
      when: 'upcoming',
      cursor: null,
      limit: DEFAULT_PAGE_SIZE + 1,
      now: new Date(),
      ...benchCase.explain,
    };
    // The best of three: the first may pay for a cold cache or a busy neighbour.
    const tries = [];
    for (let i = 0; i < 3; i += 1) tries.push(await explainList(db, query));
    const best = tries.reduce((a, b) => (b.ms < a.ms ? b : a));
    const planning = Number(
      /Planning Time: ([\d.]+) ms/.exec(
        best.plan.find((l) => l.startsWith('Planning Time')) ?? '',
      )?.[1] ?? Number.NaN,
    );
    plans.push({ name: benchCase.name, ms: best.ms, planning, plan: best.plan });
  }
  return { rows, plans };
}

async function main() {
  const log = (message: string) => console.log(`[bench] ${message}`);
  const embedded = await embeddedStart(log);
  // BENCH_CASES="embedded start": no PostgreSQL data to seed.
  if (WANTED?.every((name) => name.startsWith('embedded'))) {
    writeFileSync(REPORT, `# Benchmarks\n${embedded.join('\n')}\n`);
    log(`wrote ${REPORT}`);
    return;
  }
  log(`resetting ${DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')}`);
  await resetDatabase(DATABASE_URL);
  const handle = await createDb({ url: DATABASE_URL });
  await migrateToLatest(handle.db);
  log(
    `seeding ${SIZE.churches} churches (${SIZE.metroChurches} in one metro), ${SIZE.events} events`,
  );
  const seedStart = performance.now();
  await seedBenchData(handle.db, SIZE);
  log('seeding the reads: a large church, notifications, visits');
  const bigChurch = await seedReadsData(handle.db, new Date(), VISIT_DAYS, log);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  log(`seeded, vacuumed and analysed in ${fmt(seedSeconds)} s`);
  // Write the seed's pages out now, so no checkpoint of the seed lands in the first case's runs.
  await sql`checkpoint`.execute(handle.db).catch(() => log('checkpoint refused; carrying on'));

  const config = benchConfig(DATABASE_URL);
  const server = await createServer({ db: handle.db, config });
  const port = await server.start();
  const cachedServer = await createServer({
    db: handle.db,
    config: benchConfig(DATABASE_URL, MICRO_CACHE_MS),
  });
  const cachedPort = await cachedServer.start();
  // Its own pool, as large as the API's, so neither side waits for the other's connections.
  const bareHandle = await createDb({ url: DATABASE_URL });
  const bare = await createBareServer(
    bareHandle,
    bareHandle.db,
    config.publicUrl,
    DEFAULT_PAGE_SIZE,
  );
  const now = new Date();
  const today = localDateOf(now, 'America/Chicago');
  try {
    const { rows, plans } = await runCases(
      handle.db,
      {
        huddle: `http://127.0.0.1:${port}`,
        cached: `http://127.0.0.1:${cachedPort}`,
        bare: bare.base,
      },
      today,
      readAuth(handle.db, `http://127.0.0.1:${port}`, config.publicUrl, bigChurch),
    );
    const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(
      handle.db,
    );
    report({
      rows,
      plans,
      size: await dataSize(handle.db, now, bigChurch),
      seedSeconds,
      postgres: `PostgreSQL ${version.rows[0]?.v ?? '?'}`,
      load: loadavg()
        .map((l) => l.toFixed(1))
        .join(' / '),
      embedded,
    });
    log(`wrote ${REPORT}`);
  } finally {
    await bare.stop();
    await cachedServer.stop();
    await server.stop();
    await bareHandle.close();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
