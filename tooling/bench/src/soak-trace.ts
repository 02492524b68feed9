/**
 * The soak's second-by-second record, for finding the cause of a stall afterwards: what the load
 * generator sent and got back and its own lag, the server's own probe (requests that arrived,
 * event loop, CPU, garbage collection), what
 * PostgreSQL was doing, and how much CPU everything else on the machine took. One JSON line per
 * second to SOAK_TRACE (a file path); a second whose answers fall behind is also printed.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Db } from '@huddle/db';
import { sql } from 'kysely';
import { measureOthers } from './machine-load.js';

export type Probe = {
  at: number;
  rssMb: number;
  heapUsedMb: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  cpuMs: number;
  gcMs: number;
  /** Requests that reached the server. */
  requests: number;
};

type Activity = { state: string | null; wait: string | null; ms: number | null; query: string };

/** What the database's other sessions are doing now: counts by state and the longest statement. */
async function databaseActivity(db: Db) {
  const { rows } = await sql<Activity>`
    select state, wait_event_type as wait,
      round(extract(epoch from clock_timestamp() - query_start) * 1000)::int as ms,
      left(regexp_replace(query, '\\s+', ' ', 'g'), 120) as query
    from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(
    db,
  );
  const active = rows.filter((row) => row.state === 'active');
  const longest = active.reduce<Activity | undefined>(
    (worst, row) => ((row.ms ?? 0) > (worst?.ms ?? -1) ? row : worst),
    undefined,
  );
  return {
    connections: rows.length,
    active: active.length,
    idleInTransaction: rows.filter((row) => row.state?.startsWith('idle in transaction')).length,
    waitingOnLocks: active.filter((row) => row.wait === 'Lock').length,
    longestMs: longest?.ms ?? 0,
    longestQuery: longest?.query ?? '',
  };
}

export type SoakTrace = {
  sent(): void;
  answered(latencyMs: number): void;
  stop(): void;
};

export function startSoakTrace(options: {
  db: Db;
  database: string;
  serverPid: number | undefined;
  probes: Probe[];
  rate: number;
  path: string | undefined;
}): SoakTrace {
  const { db, database, serverPid, probes, rate, path } = options;
  if (path) writeFileSync(path, '');
  let sent = 0;
  let answered = 0;
  let inFlight = 0;
  let slowestMs = 0;
  let meter = measureOthers(database, serverPid ? [serverPid] : []);
  let sampling = false;
  // The generator's own lag: when it falls behind, the latencies it measures are its own.
  const generatorLoop = monitorEventLoopDelay({ resolution: 10 });
  generatorLoop.enable();
  const timer = setInterval(async () => {
    if (sampling) return; // PostgreSQL itself is stuck: the next second will say so.
    sampling = true;
    const second = {
      at: Date.now(),
      sent,
      answered,
      inFlight,
      slowestMs,
      generatorLoopMaxMs: generatorLoop.max / 1e6,
    };
    sent = answered = slowestMs = 0;
    generatorLoop.reset();
    const others = meter.stop();
    meter = measureOthers(database, serverPid ? [serverPid] : []);
    try {
      const row = {
        ...second,
        othersCores: others,
        server: probes.at(-1),
        postgres: await databaseActivity(db).catch((error: unknown) => String(error)),
      };
      if (path) appendFileSync(path, `${JSON.stringify(row)}\n`);
      if (second.inFlight > rate || second.slowestMs > 1000) {
        console.log(`  behind at ${new Date(second.at).toISOString()}: ${JSON.stringify(row)}`);
      }
    } finally {
      sampling = false;
    }
  }, 1000);
  return {
    sent: () => {
      sent += 1;
      inFlight += 1;
    },
    answered: (latencyMs) => {
      answered += 1;
      inFlight -= 1;
      slowestMs = Math.max(slowestMs, latencyMs);
    },
    stop: () => {
      clearInterval(timer);
      generatorLoop.disable();
    },
  };
}
