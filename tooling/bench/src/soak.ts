/**
 * `pnpm soak`: the realistic mix (browsing, event pages, the church directory, RSVPs, a church
 * user's pages, the admin dashboard) against one production-mode server process for
 * SOAK_MINUTES (30) at 70% of the peak this machine measured for the same mix a moment before.
 * Each minute it records the server's RSS, its event-loop delay (from a probe loaded into the
 * server, tooling/bench/src/soak-probe.mjs) and the p99 latency, and it fails on growth: memory that keeps
 * climbing after warm-up, a p99 that doubles, or errors. Writes tooling/bench/results/soak.md.
 *
 * Environment: SOAK_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/huddle_bench_soak; dropped
 * and re-created), SOAK_MINUTES (30), SOAK_PEAK_SECONDS (20), SOAK_RATE (skip the peak run),
 * SOAK_TRACE (a file for the second-by-second record, tooling/bench/src/soak-trace.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertAdministrator } from '@huddle/api/src/modules/admin/admin.repository.js';
import { hashPassword } from '@huddle/api/src/modules/auth/passwords.js';
import { createDb, migrateToLatest } from '@huddle/db';
import { standInForAutovacuum } from './autovacuum-stand-in.js';
import { measureOthers } from './machine-load.js';
import { resultPath } from './results.js';
import { resetDatabase, seedBenchData } from './seed.js';
import { type Probe, type SoakTrace, startSoakTrace } from './soak-trace.js';

const DATABASE_URL =
  process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/huddle_bench_soak';
const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const PEAK_SECONDS = Number(process.env.SOAK_PEAK_SECONDS ?? 20);
const SIZE = { churches: 1_000, events: 20_000, rsvps: 40_000 };
const PUBLIC_ORIGIN = 'https://soak.test';
const REPORT = resultPath('soak.md');
/** The API's entry point as source (its package exports src/ under the @huddle/source condition). */
const apiMain = fileURLToPath(import.meta.resolve('@huddle/api/src/main.js'));
const probe = import.meta.resolve('./soak-probe.mjs');
const tsx = import.meta.resolve('tsx');

type Request = {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  cookie?: string;
  token?: string;
};

const sports = ['NFL', 'NBA', 'MLB', 'Soccer', 'College Football', 'Basketball'];
const cities = ['Austin', 'Dallas', 'Atlanta', 'Denver', 'Chicago', 'Phoenix'];
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
let rsvpCounter = 0;

/** One request of the mix, by its share of real traffic. */
function nextRequest(session: { cookie: string; token: string }): Request {
  const roll = Math.random() * 100;
  const eventId = 1 + Math.floor(Math.random() * SIZE.events);
  if (roll < 40) {
    const filters = [
      '',
      `?city=${pick(cities)}`,
      `?sport=${encodeURIComponent(pick(sports))}`,
      `?city=${pick(cities)}&sport=${encodeURIComponent(pick(sports))}`,
      `?when=past`,
    ];
    return { method: 'GET', path: `/api/events${pick(filters)}` };
  }
  if (roll < 65) return { method: 'GET', path: `/api/events/${eventId}` };
  if (roll < 75)
    return { method: 'GET', path: `/api/churches?search=${pick(['grace', 'bench', 'church 1'])}` };
  if (roll < 83) {
    rsvpCounter += 1;
    return {
      method: 'POST',
      path: `/api/events/${eventId}/rsvp`,
      body: { attendeeName: 'Soak Guest', attendeeEmail: `soak${rsvpCounter}@example.com` },
    };
  }
  if (roll < 95) {
    return {
      method: 'GET',
      path: pick([
        '/api/auth/user',
        '/api/support-offers',
        `/api/churches/1/analytics?period=${pick(['7d', '30d', '90d'])}`,
        '/api/churches/1/events/analytics?period=30d',
      ]),
      cookie: session.cookie,
    };
  }
  return {
    method: 'GET',
    path: `/api/admin/dashboard?period=${pick(['7d', '30d', '90d'])}`,
    token: session.token,
  };
}

/**
 * The load generator shares the machine with the server, so it uses the plainest client there is:
 * node:http on kept-alive sockets costs a fraction of fetch's CPU per request, which leaves the
 * cores to the server and keeps the generator's own lag out of the latencies.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function send(base: string, request: Request): Promise<number> {
  const headers: Record<string, string> = {
    'x-forwarded-proto': 'https',
    // A visitor per request, as behind a load balancer: the per-address limits are not under test.
    'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    origin: PUBLIC_ORIGIN,
  };
  if (request.cookie) headers.cookie = request.cookie;
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const body = request.body ? JSON.stringify(request.body) : undefined;
  if (body) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(request.path, base),
      { method: request.method, headers, agent, signal: AbortSignal.timeout(10_000) },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

/**
 * An expected answer: a success, a full event refusing an RSVP, or a hidden event (the mix picks
 * event ids at random, and a few events are inactive).
 */
const isFine = (status: number) => status < 400 || status === 409 || status === 404;
const kindOf = (request: Request) =>
  `${request.method} ${request.path.replace(/\d+/g, '…').replace(/\?.*/, '')}`;

/** A port nobody listens on right now (the server logs only warnings, so it cannot tell us). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ child: ChildProcess; base: string; probes: Probe[] }> {
  const probes: Probe[] = [];
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', tsx, '--conditions=@huddle/source', '--import', probe, apiMain],
    {
      cwd: dirname(dirname(apiMain)),
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL,
        PUBLIC_URL: PUBLIC_ORIGIN,
        TRUST_PROXY: 'loopback',
        SESSION_SECRET: 'a-soak-test-session-secret-0123456789abcdef',
        BILLING_MODE: 'demo',
        SOAK_PROBE_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.startsWith('SOAK_PROBE ')) probes.push(JSON.parse(line.slice(11)) as Probe);
    }
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`))),
  );
  const ready = (async () => {
    for (;;) {
      const ok = await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([ready, exited]);
  return { child, base, probes };
}

async function signIn(base: string, db: Awaited<ReturnType<typeof createDb>>['db']) {
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: PUBLIC_ORIGIN,
      'x-forwarded-proto': 'https',
    },
    body: JSON.stringify({ username: 'soak.user', password: 'soak-password' }),
  });
  const cookie = registered.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'soak.user')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('church_users')
    .values({ user_id: user.id, church_id: 1, role: 'owner' })
    .execute();
  await insertAdministrator(db, {
    email: 'soak-admin@huddle.test',
    name: 'Soak Admin',
    passwordHash: await hashPassword('soak-admin-password'),
  });
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: PUBLIC_ORIGIN,
      'x-forwarded-proto': 'https',
    },
    body: JSON.stringify({ email: 'soak-admin@huddle.test', password: 'soak-admin-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  return { cookie, token };
}

/** Closed loop, 16 at a time: the most the server answers of this mix. */
async function peak(base: string, session: { cookie: string; token: string }): Promise<number> {
  const until = Date.now() + PEAK_SECONDS * 1000;
  let answered = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (Date.now() < until) {
        await send(base, nextRequest(session)).catch(() => 0);
        answered += 1;
      }
    }),
  );
  return answered / PEAK_SECONDS;
}

type Minute = {
  minute: number;
  sent: number;
  bad: number;
  p99: number;
  rssMb: number;
  heapMb: number;
  /** The worst second's event-loop delay p99. */
  loopP99: number;
  /** Cores' worth of CPU that other processes on the machine used: how much else was running. */
  others: number;
};

async function soak(
  base: string,
  session: { cookie: string; token: string },
  rate: number,
  probes: Probe[],
  trace: SoakTrace,
  meterOthers: () => () => number | null,
): Promise<Minute[]> {
  const minutes: Minute[] = [];
  const start = Date.now();
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    const othersThisMinute = meterOthers();
    const latencies: number[] = [];
    let bad = 0;
    const badKinds = new Map<string, number>();
    const slowest = new Map<string, number>();
    const inFlight: Promise<void>[] = [];
    const minuteStart = start + (minute - 1) * 60_000;
    const total = Math.round(rate * 60);
    for (let i = 0; i < total; i += 1) {
      const due = minuteStart + (i * 60_000) / total;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const request = nextRequest(session);
      const sentAt = Date.now();
      trace.sent();
      inFlight.push(
        send(base, request)
          .then((status) => {
            if (!isFine(status)) {
              bad += 1;
              const kind = `${status} ${kindOf(request)}`;
              badKinds.set(kind, (badKinds.get(kind) ?? 0) + 1);
            }
          })
          .catch((error: unknown) => {
            bad += 1;
            const kind = error instanceof Error ? error.name : 'error';
            badKinds.set(kind, (badKinds.get(kind) ?? 0) + 1);
          })
          // Latency from when the request was due (open loop: a server that falls behind shows it).
          .finally(() => {
            latencies.push(Date.now() - due);
            trace.answered(Date.now() - due);
            const kind = kindOf(request);
            slowest.set(kind, Math.max(slowest.get(kind) ?? 0, Date.now() - sentAt));
          }),
      );
    }
    await Promise.all(inFlight);
    latencies.sort((a, b) => a - b);
    const last = probes.at(-1);
    const row: Minute = {
      minute,
      sent: total,
      bad,
      p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
      rssMb: last?.rssMb ?? 0,
      heapMb: last?.heapUsedMb ?? 0,
      others: othersThisMinute() ?? 0,
      loopP99: Math.max(
        0,
        ...probes.filter((p) => p.at >= minuteStart).map((p) => p.loopDelayP99Ms),
      ),
    };
    minutes.push(row);
    console.log(
      `minute ${minute}/${MINUTES}: ${row.sent} requests, ${row.bad} bad, p99 ${row.p99} ms, RSS ${row.rssMb.toFixed(0)} MB, heap ${row.heapMb.toFixed(0)} MB, loop p99 ${row.loopP99.toFixed(1)} ms, others ${row.others.toFixed(2)} cores`,
    );
    if (badKinds.size) console.log('  failed:', Object.fromEntries(badKinds));
    if (process.env.SOAK_VERBOSE)
      console.log('  slowest answer by kind (ms):', Object.fromEntries(slowest));
  }
  return minutes;
}

/** Growth after warm-up: the last third of the run against the first third after minute 3. */
function verdict(minutes: Minute[]): string[] {
  const warm = minutes.slice(Math.min(3, Math.floor(minutes.length / 3)));
  const third = Math.max(1, Math.floor(warm.length / 3));
  const mean = (rows: Minute[], key: 'rssMb' | 'p99' | 'heapMb') =>
    rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
  const first = warm.slice(0, third);
  const last = warm.slice(-third);
  const failures: string[] = [];
  const heapGrowth = mean(last, 'heapMb') - mean(first, 'heapMb');
  if (heapGrowth > 50 && heapGrowth > mean(first, 'heapMb') * 0.25) {
    failures.push(`heap grew by ${heapGrowth.toFixed(0)} MB after warm-up`);
  }
  const rssGrowth = mean(last, 'rssMb') - mean(first, 'rssMb');
  if (rssGrowth > 100 && rssGrowth > mean(first, 'rssMb') * 0.3) {
    failures.push(`RSS grew by ${rssGrowth.toFixed(0)} MB after warm-up`);
  }
  if (mean(last, 'p99') > 2 * Math.max(mean(first, 'p99'), 20)) {
    failures.push(
      `p99 went from ${mean(first, 'p99').toFixed(0)} ms to ${mean(last, 'p99').toFixed(0)} ms`,
    );
  }
  const sent = minutes.reduce((sum, row) => sum + row.sent, 0);
  const bad = minutes.reduce((sum, row) => sum + row.bad, 0);
  if (bad > sent * 0.005) failures.push(`${bad} of ${sent} requests failed`);
  return failures;
}

function writeReport(
  rate: number,
  peakRps: number,
  minutes: Minute[],
  failures: string[],
  vacuumedBySoak: boolean,
) {
  const rows = minutes
    .map(
      (m) =>
        `| ${m.minute} | ${m.sent} | ${m.bad} | ${m.p99} | ${m.rssMb.toFixed(0)} | ${m.heapMb.toFixed(0)} | ${m.loopP99.toFixed(1)} | ${m.others.toFixed(2)} |`,
    )
    .join('\n');
  const section = `# Soak (\`pnpm soak\`, ${new Date().toISOString().slice(0, 10)})

${MINUTES} minutes of the realistic mix (40% event lists with filters, 25% event pages, 10% church
directory searches, 8% RSVPs, 12% a church user's pages (its dashboard's analytics among them), 5% the admin dashboard) against one
production-mode server on ${SIZE.churches.toLocaleString('en-US')} churches,
${SIZE.events.toLocaleString('en-US')} events and ${SIZE.rsvps.toLocaleString('en-US')} RSVPs, at
${rate.toFixed(0)} requests/s: 70% of the ${peakRps.toFixed(0)}/s the same mix peaked at just before. Machine:
${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, shared with other work.
A full event refusing an RSVP (409) counts as a good answer.${
    vacuumedBySoak
      ? `
This PostgreSQL runs with autovacuum off, so the soak did its job (tooling/bench/src/autovacuum-stand-in.ts):
each minute it vacuumed the tables with more than 50 rows plus 20 % of their rows dead.`
      : ''
  }

**Verdict: ${failures.length === 0 ? 'no growth: pass' : `FAIL: ${failures.join('; ')}`}.**

| minute | requests | failed | p99 ms | RSS MB | heap MB | event-loop delay p99 ms (worst second) | other processes' CPU (cores) |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows}
`;
  writeFileSync(REPORT, section);
  console.log(`soak: wrote ${REPORT}`);
}

async function main() {
  console.log(`soak: seeding ${DATABASE_URL}`);
  await resetDatabase(DATABASE_URL);
  const database = await createDb({ url: DATABASE_URL });
  await migrateToLatest(database.db);
  await seedBenchData(database.db, SIZE);
  const { child, base, probes } = await startServer();
  try {
    const session = await signIn(base, database.db);
    const peakRps = process.env.SOAK_RATE
      ? Number(process.env.SOAK_RATE) / 0.7
      : await peak(base, session);
    const rate = peakRps * 0.7;
    console.log(`soak: peak ${peakRps.toFixed(0)}/s; ${MINUTES} minutes at ${rate.toFixed(0)}/s`);
    const databaseName = new URL(DATABASE_URL).pathname.slice(1);
    const serverPids = child.pid ? [child.pid] : [];
    const trace = startSoakTrace({
      db: database.db,
      database: databaseName,
      serverPid: child.pid,
      probes,
      rate,
      path: process.env.SOAK_TRACE,
    });
    const meterOthers = () => measureOthers(databaseName, serverPids).stop;
    const vacuum = await standInForAutovacuum(database.db);
    const minutes = await soak(base, session, rate, probes, trace, meterOthers).finally(() => {
      trace.stop();
      vacuum.stop();
    });
    const failures = verdict(minutes);
    writeReport(rate, peakRps, minutes, failures, vacuum.active);
    console.log(failures.length ? `soak FAILED: ${failures.join('; ')}` : 'soak passed: no growth');
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    child.kill('SIGTERM');
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
