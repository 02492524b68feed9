/**
 * How busy the machine is with work that is not the benchmark's: the CPU used by every process
 * except this one (API and load generator) and the PostgreSQL backends serving the bench
 * database. On a shared 2-core machine a test run next door moves p99 by tens of milliseconds, so
 * the benchmark waits for a quiet moment before each run and reports what the others used during
 * it. Linux only (/proc); elsewhere it measures nothing and waits for nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: /proc reports CPU time in 1/100 s on every Linux the benchmark targets. */
const TICKS_PER_SECOND = 100;

type Snapshot = {
  at: number;
  busyTicks: number;
  ownTicks: number;
  /** CPU ticks so far of the bench database's backends and the bench's children, by pid. */
  benchProcesses: Map<string, number>;
};

function machineBusyTicks(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
  // cpu user nice system idle iowait irq softirq steal …: everything but idle and iowait.
  const [user, nice, system, , , irq, softirq, steal] = fields.slice(1).map(Number);
  return (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
}

function processTicks(pid: string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime
}

/**
 * CPU ticks of the PostgreSQL benchProcesses connected to `database`, and of the benchmark's own
 * child processes (`pids`, such as a server it started), by pid.
 */
function benchTicks(database: string, pids: readonly number[]): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!pids.includes(Number(pid))) {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!title.startsWith('postgres:') || !title.split(' ').includes(database)) continue;
      }
      ticks.set(pid, processTicks(pid));
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks;
}

function snapshot(database: string, pids: readonly number[]): Snapshot | null {
  try {
    const own = process.cpuUsage();
    return {
      at: performance.now(),
      busyTicks: machineBusyTicks(),
      ownTicks: ((own.user + own.system) / 1e6) * TICKS_PER_SECOND,
      benchProcesses: benchTicks(database, pids),
    };
  } catch {
    return null;
  }
}

/**
 * Cores' worth of CPU used by other processes between two snapshots. A backend counts from the
 * first snapshot (or from its start) to the second; one that ended in between (the pool closes
 * idle connections) is missed for its last moments, which errs towards blaming the others.
 */
function othersBetween(a: Snapshot, b: Snapshot): number {
  const seconds = (b.at - a.at) / 1000;
  let ours = b.ownTicks - a.ownTicks;
  for (const [pid, ticks] of b.benchProcesses) ours += ticks - (a.benchProcesses.get(pid) ?? 0);
  const others = b.busyTicks - a.busyTicks - ours;
  return Math.max(0, others / TICKS_PER_SECOND / seconds);
}

export type LoadMeter = { stop: () => number | null };

/**
 * Starts measuring; `stop()` gives the other processes' load in cores, or null off Linux.
 * `pids`: the benchmark's own child processes, which are not others.
 */
export function measureOthers(database: string, pids: readonly number[] = []): LoadMeter {
  const start = snapshot(database, pids);
  return {
    stop: () => {
      const end = snapshot(database, pids);
      return start && end ? othersBetween(start, end) : null;
    },
  };
}

/**
 * Waits until other processes use less than `cores` for one whole second, at most `maxSeconds`.
 * Returns the seconds waited, or null when it gave up.
 */
export async function waitForQuiet(
  database: string,
  cores: number,
  maxSeconds: number,
): Promise<number | null> {
  const began = performance.now();
  while ((performance.now() - began) / 1000 < maxSeconds) {
    const meter = measureOthers(database);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const others = meter.stop();
    if (others === null || others < cores) return (performance.now() - began) / 1000;
  }
  return null;
}
