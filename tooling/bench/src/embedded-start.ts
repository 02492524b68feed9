/**
 * The embedded start's memory (issue 29, item 12): the built server (`node apps/api/dist/main.js`,
 * as `pnpm start` and `run demo` run it) on a fresh data directory of the embedded PGlite
 * database, which it migrates and fills with the demo data. Samples the RSS of the process and its
 * children every SAMPLE_MS over its first WINDOW_SECONDS, sends LOAD_REQUESTS pages and reads of a
 * visitor as soon as it answers, and reports the peak and the settled RSS (the median of the last
 * SETTLED_SECONDS, idle after the load), and the log lines written per request meanwhile. Target:
 * a peak under 512 MB, so the demo starts on a 1 GB server. Needs the build (`pnpm build`); Linux
 * only (/proc).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type RssSample, sampleRss } from './rss-sampler.js';

const PEAK_TARGET_MB = 512;
const SAMPLE_MS = 150;
const WINDOW_SECONDS = Number(process.env.BENCH_EMBEDDED_SECONDS ?? 30);
/** Requests of the load: a count rather than a time, so a busy machine still sends every page. */
const LOAD_REQUESTS = 300;
const LOAD_CONNECTIONS = 4;
const SETTLED_SECONDS = 3;

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = join(REPO_ROOT, 'apps/api/dist/main.js');

export type EmbeddedStart = {
  samples: RssSample[];
  /** Seconds from spawning to the first answer of /api/health. */
  readySeconds: number;
  peakMb: number;
  /** The peak before the first answer: initialising, migrating and seeding the database. */
  startPeakMb: number;
  settledMb: number;
  requests: number;
  loadSeconds: number;
  non2xx: number;
  logLinesPerRequest: number;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The environment of `run demo`, minus anything of this shell that would change the start. */
function demoEnvironment(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'LOG_LEVEL', 'SEED_DEMO', 'RUN_JOBS', 'NODE_OPTIONS']) {
    delete env[name];
  }
  return { ...env, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir };
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Pages and reads of a visitor: the home page, lists, an event and its page, the directory. */
async function visitorRequests(base: string): Promise<{ method: string; path: string }[]> {
  const list = (await (await fetch(`${base}/api/events`)).json()) as { id: number }[];
  const id = list[0]?.id;
  if (id === undefined) throw new Error('GET /api/events listed no demo event');
  return ['/', '/events', `/events/${id}`, '/churches', '/api/events', `/api/events/${id}`].map(
    (path) => ({ method: 'GET', path }),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function measureEmbeddedStart(): Promise<EmbeddedStart> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`pnpm build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'huddle-embedded-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: demoEnvironment(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const closed = new Promise((resolve) => child.once('close', resolve));
  let logLines = 0;
  const countLines = (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 10) logLines += 1;
  };
  child.stdout?.on('data', countLines);
  child.stderr?.on('data', countLines);
  const sampler = sampleRss(child.pid!, SAMPLE_MS);
  try {
    await waitForHealth(base, child);
    const readySeconds = (performance.now() - began) / 1000;
    const requests = await visitorRequests(base);
    const linesBefore = logLines;
    const load = await autocannon({
      url: base,
      connections: LOAD_CONNECTIONS,
      amount: LOAD_REQUESTS,
      timeout: 30,
      workers: 1,
      requests,
    });
    const loadSeconds = load.duration;
    // The transport writes asynchronously: give the last lines a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const linesDuringLoad = logLines - linesBefore;
    // The window, and at least the settling time after the load.
    const elapsed = performance.now() - began;
    const rest = Math.max(WINDOW_SECONDS * 1000 - elapsed, SETTLED_SECONDS * 1000);
    await new Promise((resolve) => setTimeout(resolve, rest));
    const samples = sampler.stop();
    const readyAt = readySeconds * 1000;
    const settledFrom = samples.at(-1)!.at - SETTLED_SECONDS * 1000;
    return {
      samples,
      readySeconds,
      peakMb: Math.max(...samples.map((s) => s.mb)),
      startPeakMb: Math.max(...samples.filter((s) => s.at <= readyAt).map((s) => s.mb)),
      settledMb: median(samples.filter((s) => s.at >= settledFrom).map((s) => s.mb)),
      requests: load.requests.total,
      loadSeconds,
      non2xx: load.non2xx,
      logLinesPerRequest: linesDuringLoad / Math.max(1, load.requests.total),
    };
  } finally {
    sampler.stop();
    child.kill('SIGTERM');
    await closed;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report's section: the figures, then the RSS second by second. */
export function embeddedStartLines(result: EmbeddedStart): string[] {
  const mb = (value: number) => `${Math.round(value)} MB`;
  const bySecond = new Map<number, number>();
  for (const s of result.samples) {
    const second = Math.floor(s.at / 1000);
    bySecond.set(second, Math.max(bySecond.get(second) ?? 0, s.mb));
  }
  return [
    '## Embedded start (memory)',
    '',
    `\`node apps/api/dist/main.js\` on a fresh PGlite data directory with the demo seed (NODE_ENV=development, default log level), RSS of the process and its children every ${SAMPLE_MS} ms over ${WINDOW_SECONDS} s; ${LOAD_REQUESTS} visitor requests (${LOAD_CONNECTIONS} connections: /, /events, an event page, /churches, GET /api/events and an event) as soon as it answers, which took ${result.loadSeconds.toFixed(1)} s.`,
    '',
    `| peak | peak before the first answer | settled (median of the last ${SETTLED_SECONDS} s) | ready after | requests (non-2xx) | log lines per request | target |`,
    '| ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    `| ${mb(result.peakMb)} | ${mb(result.startPeakMb)} | ${mb(result.settledMb)} | ${result.readySeconds.toFixed(1)} s | ${result.requests} (${result.non2xx}) | ${result.logLinesPerRequest.toFixed(2)} | peak < ${PEAK_TARGET_MB} MB: ${result.peakMb < PEAK_TARGET_MB ? 'met' : '**missed**'} |`,
    '',
    `RSS by second (the highest sample in each): ${[...bySecond].map(([second, value]) => `${second}s ${Math.round(value)}`).join(' · ')}`,
  ];
}

export function embeddedStartSummary(result: EmbeddedStart): string {
  const verdict = result.peakMb < PEAK_TARGET_MB ? 'met' : 'missed';
  return `peak ${Math.round(result.peakMb)} MB, settled ${Math.round(result.settledMb)} MB (target peak < ${PEAK_TARGET_MB} MB: ${verdict})`;
}
