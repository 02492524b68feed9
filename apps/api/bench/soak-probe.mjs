// Loaded into the server process by the soak (`node --import ./bench/soak-probe.mjs …`): every
// SOAK_PROBE_MS it prints one line `SOAK_PROBE {json}` with the process's memory and the event
// loop's delay since the last line. Nothing in the app knows about it.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const every = Number(process.env.SOAK_PROBE_MS ?? 10_000);
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

const timer = setInterval(() => {
  const memory = process.memoryUsage();
  const line = {
    at: Date.now(),
    rssMb: memory.rss / 2 ** 20,
    heapUsedMb: memory.heapUsed / 2 ** 20,
    loopDelayP99Ms: delay.percentile(99) / 1e6,
    loopDelayMaxMs: delay.max / 1e6,
  };
  delay.reset();
  process.stdout.write(`SOAK_PROBE ${JSON.stringify(line)}\n`);
}, every);
timer.unref();
