// Loaded into the server process by the soak (`node --import …/soak-probe.mjs …`): every
// SOAK_PROBE_MS it prints one line `SOAK_PROBE {json}` with the process's memory, and since the
// last line the requests that arrived, the event loop's delay, the CPU the process used and the
// time spent collecting garbage. Nothing in the app knows about it.
import { subscribe } from 'node:diagnostics_channel';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const every = Number(process.env.SOAK_PROBE_MS ?? 10_000);
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

let requests = 0;
subscribe('http.server.request.start', () => {
  requests += 1;
});

let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

let cpu = process.cpuUsage();
const timer = setInterval(() => {
  const memory = process.memoryUsage();
  const used = process.cpuUsage(cpu);
  cpu = process.cpuUsage();
  const line = {
    at: Date.now(),
    rssMb: memory.rss / 2 ** 20,
    heapUsedMb: memory.heapUsed / 2 ** 20,
    loopDelayP99Ms: delay.percentile(99) / 1e6,
    loopDelayMaxMs: delay.max / 1e6,
    cpuMs: (used.user + used.system) / 1000,
    gcMs,
    requests,
  };
  delay.reset();
  gcMs = 0;
  requests = 0;
  process.stdout.write(`SOAK_PROBE ${JSON.stringify(line)}\n`);
}, every);
timer.unref();
