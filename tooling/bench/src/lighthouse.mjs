#!/usr/bin/env node
// `pnpm lighthouse`: Lighthouse (mobile, default simulated throttling) on the production build as
// `pnpm start` serves it, on a fresh embedded database with the demo data (or LIGHTHOUSE_DATABASE_URL),
// three runs a page, the median written to tooling/bench/results/lighthouse.md (the targets and
// the latest table live in docs/performance.md).
//
//   pnpm lighthouse                  build, measure, write the report
//   pnpm lighthouse -- --runs 1      quicker, for trying a change (still writes)
//   pnpm lighthouse -- --no-write    print only
//   pnpm lighthouse -- --details     also print each run's long tasks and main-thread time
//   pnpm lighthouse -- --page /events --page /churches   only these pages (as named in the report)
//
// The machine is shared: each run waits for a quiet moment, Lighthouse runs under `nice`, and a
// run whose CPU benchmark (Lighthouse's benchmarkIndex) fell well below this session's best is
// repeated, since a busy CPU inflates the main-thread times that the score is made of.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The repository's root: the builds are measured as `pnpm start` serves them from there. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(packageDir, 'results');
const REPORT = join(RESULTS, 'lighthouse.md');
// Read once here; the script is not a turbo task.
const { CHROMIUM_PATH, LIGHTHOUSE_DATABASE_URL } = process.env;
const CHROME = CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET = 95;
/** A run whose CPU benchmark is below this share of the session's best is taken again. */
const BUSY_RATIO = 0.75;
const MAX_TRIES = 4;
const QUIET_IDLE_CORES = 1.2;
const QUIET_WAIT_MS = 30_000;

const { values: args } = parseArgs({
  // `pnpm lighthouse -- --runs 1` passes the `--` on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '3' },
    'no-write': { type: 'boolean', default: false },
    details: { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs: 1 to 9');
// A report holds every page: a run over some of them only prints.
const write = !args['no-write'] && !args.page;

for (const [what, path] of [
  ['the API build (pnpm build)', 'apps/api/dist/main.js'],
  ['the web build (pnpm build)', 'apps/web/dist/index.html'],
  ['Chromium (node scripts/ensure-test-tools.mjs)', CHROME],
]) {
  if (!existsSync(join(root, path)) && !existsSync(path)) {
    console.error(`Missing ${what}: ${path}`);
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function idleCores(before, after) {
  let idle = 0;
  let total = 0;
  after.forEach((cpu, i) => {
    const prev = before[i].times;
    const sum = (t) => t.user + t.nice + t.sys + t.idle + t.irq;
    idle += cpu.times.idle - prev.idle;
    total += sum(cpu.times) - sum(prev);
  });
  return total > 0 ? (idle / total) * after.length : after.length;
}

/** Waits (up to QUIET_WAIT_MS) until other work leaves most of the machine idle. */
async function waitForQuiet() {
  const until = Date.now() + QUIET_WAIT_MS;
  let idle = 0;
  while (Date.now() < until) {
    const before = cpus();
    await sleep(1000);
    idle = idleCores(before, cpus());
    if (idle >= QUIET_IDLE_CORES) return idle;
  }
  return idle;
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'huddle-lighthouse-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RUN_JOBS: 'false',
    SEED_DEMO: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  if (LIGHTHOUSE_DATABASE_URL) env.DATABASE_URL = LIGHTHOUSE_DATABASE_URL;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = join(dataDir, 'pglite');
  }
  // What `pnpm start` runs.
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the server did not start within 120 s');
    await sleep(250);
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first upcoming event, whichever shape the REST list has (array or { items }). */
async function firstEvent(origin) {
  const body = await (await fetch(`${origin}/api/events?limit=1`)).json();
  const first = Array.isArray(body) ? body[0] : body.items?.[0];
  if (!first) throw new Error('the demo data has no upcoming event');
  return first;
}

/**
 * The private link of an RSVP to `event`, as its confirmation mail gives it: an RSVP made through
 * the REST API, its mail read from the development outbox (the server runs no jobs, so the mail
 * waits there with its body).
 */
async function manageLink(origin, event) {
  const rsvp = await fetch(`${origin}/api/events/${event.id}/rsvp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      attendeeName: 'Lighthouse Visitor',
      attendeeEmail: `lighthouse-${Date.now()}@example.com`,
      numberOfGuests: 1,
    }),
  });
  if (!rsvp.ok) throw new Error(`the RSVP for the manage page was refused: ${rsvp.status}`);
  const outbox = await (await fetch(`${origin}/api/dev/mail`)).text();
  for (const [, id] of outbox.matchAll(/href="\/api\/dev\/mail\/(\d+)"/g)) {
    const mail = await (await fetch(`${origin}/api/dev/mail/${id}`)).text();
    const link = /\/manage-rsvp\/[\w-]+/.exec(mail)?.[0];
    if (link) return link;
  }
  throw new Error('no manage link in the outbox');
}

/**
 * Lighthouse now and then fails to record a trace in headless Chromium (NO_NAVSTART); such a run
 * measured nothing, so it is taken again rather than ending the whole measurement.
 */
async function runLighthouse(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${error.message}: again`);
    }
  }
}

function runLighthouseOnce(url) {
  const out = join(tmpdir(), `huddle-lh-${process.pid}-${Date.now()}.json`);
  const flags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ].join(' ');
  const bin = join(packageDir, 'node_modules/.bin/lighthouse');
  return new Promise((resolve, reject) => {
    const child = spawn(
      'nice',
      [
        '-n',
        '10',
        bin,
        url,
        '--quiet',
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${flags}`,
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: CHROME }, stdio: 'inherit' },
    );
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} on ${url}`));
      const report = JSON.parse(readFileSync(out, 'utf8'));
      rmSync(out, { force: true });
      resolve(report);
    });
  });
}

function summarize(report) {
  const audit = (id) => report.audits[id];
  const scripts = audit('resource-summary')?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    si: audit('speed-index').numericValue,
    bytes: audit('total-byte-weight').numericValue,
    scriptBytes: scripts?.transferSize ?? 0,
    benchmarkIndex: report.environment.benchmarkIndex,
    failing: report.categories.accessibility.auditRefs
      .map((ref) => ref.id)
      .filter((id) => audit(id)?.score === 0)
      .concat(
        ['largest-contentful-paint-element', 'layout-shifts', 'render-blocking-insight']
          .filter((id) => audit(id)?.score === 0)
          .map((id) => `(${id})`),
      ),
  };
}

/** Where a run's main-thread time went: its longest tasks and the time by kind of work. */
function printDetails(report) {
  const items = (id) => report.audits[id]?.details?.items ?? [];
  const short = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(page)';
  for (const task of items('long-tasks').slice(0, 10)) {
    console.log(
      `  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${short(task.url)}`,
    );
  }
  const work = items('mainthread-work-breakdown')
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`)
    .join(', ');
  console.log(`  main thread: ${work}`);
}

/** Lighthouse's own advice: take the run with the median performance score. */
function median(samples) {
  const sorted = [...samples].sort((a, b) => a.performance - b.performance || a.lcp - b.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const server = await startServer();
// Ctrl-C or a kill stops the server too (Lighthouse and its Chromium share our process group).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void server.stop().finally(() => process.exit(130)));
}
const results = [];
let bestIndex = 0;
try {
  const event = await firstEvent(server.origin);
  const pages = [
    ['/', '/'],
    ['/events', '/events'],
    ['/events/{id}', `/events/${event.id}`],
    ['/churches', '/churches'],
    ['/churches/{id}', `/churches/${event.churchId}`],
    ['/embed/churches/{id}', `/embed/churches/${event.churchId}`],
    ['/manage-rsvp/{token}', await manageLink(server.origin, event)],
  ];
  const measured = args.page ? pages.filter(([name]) => args.page.includes(name)) : pages;
  if (measured.length === 0)
    throw new Error(`--page: one of ${pages.map(([name]) => name).join(', ')}`);
  // Warm the server (PGlite's first queries, the file system cache) before anything is measured.
  for (const [, path] of measured) await fetch(`${server.origin}${path}`);
  await runLighthouse(`${server.origin}/`);

  for (const [name, path] of measured) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      let sample;
      for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
        const idle = await waitForQuiet();
        const report = await runLighthouse(`${server.origin}${path}`);
        sample = summarize(report);
        bestIndex = Math.max(bestIndex, sample.benchmarkIndex);
        const busy = sample.benchmarkIndex < bestIndex * BUSY_RATIO;
        console.log(
          `${name} run ${run + 1}${attempt > 1 ? ` (try ${attempt})` : ''}: performance ${sample.performance}, accessibility ${sample.accessibility}, LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms, CLS ${sample.cls.toFixed(3)}, benchmarkIndex ${Math.round(sample.benchmarkIndex)}, idle ${idle.toFixed(1)} cores${busy ? ' (busy: again)' : ''}`,
        );
        if (args.details) printDetails(report);
        if (!busy) break;
      }
      samples.push(sample);
    }
    results.push({ name, samples, median: median(samples) });
  }
} finally {
  await server.stop();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const table = [
  '| page | performance | accessibility | FCP | LCP | TBT | CLS | Speed Index | transferred (JS) | runs (performance) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...results
    .map(({ name, samples, median: m }) =>
      [
        `\`${name}\``,
        m.performance < TARGET ? `**${m.performance}**` : m.performance,
        m.accessibility < TARGET ? `**${m.accessibility}**` : m.accessibility,
        ms(m.fcp),
        ms(m.lcp),
        ms(m.tbt),
        m.cls.toFixed(3),
        ms(m.si),
        `${kb(m.bytes)} (${kb(m.scriptBytes)})`,
        samples.map((s) => s.performance).join(', '),
      ].join(' | '),
    )
    .map((row) => `| ${row} |`),
];
const failing = results.flatMap(({ name, median: m }) =>
  m.failing.length ? [`- ${name}: ${m.failing.join(', ')}`] : [],
);
const indexes = results.flatMap(({ samples }) => samples.map((s) => s.benchmarkIndex));
const section = [
  '# Lighthouse',
  '',
  'Written by `pnpm lighthouse` (tooling/bench/src/lighthouse.mjs): Lighthouse 12 with its defaults for',
  'mobile (Moto G Power, simulated slow 4G: 150 ms RTT, 1.6 Mbit/s, CPU slowed 4×), Debian',
  "Chromium headless, against the production build served as `pnpm start` serves it (the API's",
  'own static server with its pre-compressed files) on a fresh embedded database with the demo',
  `data. Median of ${runs} run${runs > 1 ? 's' : ''} a page (by performance score); target ≥ ${TARGET} for both scores.`,
  '',
  `- Date: ${new Date().toISOString()}`,
  `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; shared with other work, so each run waited for a quiet moment and ran under \`nice\`; Lighthouse's CPU benchmark ranged ${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))} (a run below ${BUSY_RATIO} of the best was taken again)`,
  '',
  ...table,
  '',
  failing.length
    ? `Failing audits of the median runs:\n\n${failing.join('\n')}`
    : 'No accessibility audit fails on the median runs.',
  '',
].join('\n');

console.log(`\n${table.join('\n')}\n`);
if (failing.length) console.log(failing.join('\n'));

if (write) {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(REPORT, section);
  console.log(`Written to ${REPORT}.`);
}
