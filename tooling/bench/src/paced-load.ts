/**
 * An open-loop load generator: requests start at a fixed rate, evenly spaced (1000/rate ms
 * apart), whatever the server's answers are doing, and each latency is counted from the moment
 * its request was due, not from when a free connection finally sent it. That is what "p99 at N
 * requests/s" means (wrk2's method); a server that falls behind sees its queue in the numbers.
 *
 * autocannon's own fixed-rate mode (`overallRate`) measures something else: each connection sends
 * its share of the second's requests back to back as soon as the second starts, then idles, so
 * 300/s over 32 connections arrives as a burst of 32 concurrent requests at the top of every
 * second; and its coordinated-omission correction uses an interval of 1 ms whatever the rate,
 * which adds a synthetic sample for every millisecond of every response.
 *
 * Runs in a worker thread so the generator does not share the server's event loop.
 */
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** One request of a load: a GET of `path`, or a POST of `body` (JSON) with its headers. */
export type BenchRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
};

export type PacedOptions = {
  /** e.g. http://127.0.0.1:3000 */
  base: string;
  /** Requests, taken in turn. */
  requests: BenchRequest[];
  rate: number;
  seconds: number;
  /** Keep-alive connections at most; a request due while all are busy waits for one. */
  connections: number;
  timeoutMs?: number;
};

export type PacedResult = {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers per second over the run (2xx or not). */
  rps: number;
  sent: number;
  non2xx: number;
  errors: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Every latency (ms), sorted, to merge runs. */
  latencies: number[];
  /** Seconds from the first due time to the last answer. */
  elapsed: number;
};

/** Runs the load in a worker thread and resolves with its latencies (ms). */
export function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  return new Promise((resolve, reject) => {
    // The worker runs this same TypeScript file, so it registers tsx's loader first.
    const boot = `(async () => {
      (await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})).register();
      await import(${JSON.stringify(import.meta.url)});
    })()`;
    const worker = new Worker(boot, { eval: true, workerData: options });
    worker.once('message', (result: PacedResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`paced load worker exited with ${code}`));
    });
  });
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function run(options: PacedOptions): Promise<PacedResult> {
  const url = new URL(options.base);
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
    maxFreeSockets: options.connections,
  });
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let done = 0;
  let non2xx = 0;
  let errors = 0;
  const statuses: Record<string, number> = {};
  let next = 0;
  // A short head start so the first due times are not already late.
  const start = performance.now() + 20;

  return new Promise((resolve) => {
    const finish = () => {
      if (++done < total) return;
      const elapsed = (performance.now() - start) / 1000;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      resolve({
        p50: percentile(latencies, 0.5),
        p90: percentile(latencies, 0.9),
        p99: percentile(latencies, 0.99),
        max: latencies.at(-1) ?? Number.NaN,
        rps: done / elapsed,
        sent: total,
        non2xx,
        errors,
        statuses,
        latencies,
        elapsed,
      });
    };
    const fire = (index: number) => {
      const due = start + index * interval;
      const spec = options.requests[index % options.requests.length]!;
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: spec.method,
          path: spec.path,
          headers: {
            ...spec.headers,
            ...(spec.body === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(spec.body),
                }),
          },
          agent,
          timeout: options.timeoutMs ?? 10_000,
        },
        (response) => {
          response.resume();
          response.once('end', () => {
            latencies.push(performance.now() - due);
            const status = response.statusCode ?? 0;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status < 200 || status >= 300) non2xx++;
            finish();
          });
        },
      );
      request.end(spec.body);
      request.once('timeout', () => request.destroy(new Error('timed out')));
      request.once('error', () => {
        errors++;
        finish();
      });
    };
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) fire(next++);
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  void run(workerData as PacedOptions).then((result) => port.postMessage(result));
}
