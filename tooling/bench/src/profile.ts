/**
 * Where the API's CPU goes on one read: starts the API (production config) on the bench database
 * left by `pnpm bench` (or BENCH_DATABASE_URL), loads one path with autocannon in a worker thread
 * for PROFILE_SECONDS, and exits. Run under the profiler:
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx/esm --conditions=@huddle/source \
 *     src/profile.ts '/api/events?city=Houston'
 *
 * then `tsx src/profile-summary.ts /tmp/prof/<file>.cpuprofile` for self time by package and
 * by function. Numbers, not a test.
 */

import { createServer } from '@huddle/api/src/server.js';
import { createDb } from '@huddle/db';
import autocannon from 'autocannon';
import { benchConfig } from './bench-config.js';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/huddle_bench';
const path = process.argv[2] ?? '/api/events';
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);

const handle = await createDb({ url: DATABASE_URL });
const config = benchConfig(DATABASE_URL);
const server = await createServer({ db: handle.db, config });
const port = await server.start();
const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: 8,
  duration: seconds,
  workers: 1,
  requests: [{ method: 'GET', path }],
});
console.log(
  `${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
);
await server.stop();
await handle.close();
