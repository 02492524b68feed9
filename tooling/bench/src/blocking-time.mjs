#!/usr/bin/env node
// `pnpm --filter @huddle/bench blocking-time -- <url> [<url> …] [--runs 5]`: the main thread's
// blocking time of each page as a phone's CPU gives it, for an A/B of two builds served side by
// side (say the base on one port, the change on another), taken in turns so that a busy moment
// falls on both alike.
//
// Lighthouse's simulated TBT on this shared machine swings 600–2,900 ms between runs of one build
// (docs/performance.md), too much to judge a change by. Here Chromium's CPU is really slowed 4×
// (as DevTools does), and the blocking time is that of the long tasks the page itself reports
// after its first contentful paint: the sum of each task's time beyond 50 ms, in the 5 s after
// `load`. The median of the runs is printed per page.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' } },
});
const runs = Number(values.runs);
if (positionals.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: blocking-time.mjs <url> [<url> …] [--runs N]');
  process.exit(1);
}

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 5000;
const LONG_TASK_MS = 50;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

/** One load of `url` on a phone-sized page: its blocking time and long tasks. */
async function measure(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: window.__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const after = tasks.filter(([start]) => start >= fcp);
    const blocking = after.reduce(
      (sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS),
      0,
    );
    return { blocking: Math.round(blocking), tasks: after.length };
  } finally {
    await context.close();
  }
}

const results = new Map(positionals.map((url) => [url, []]));
for (let run = 0; run < runs; run += 1) {
  for (const url of positionals) results.get(url).push(await measure(url));
}
await browser.close();

for (const [url, measured] of results) {
  const sorted = measured.map(({ blocking }) => blocking).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`${url}: blocking ${median} ms (median of ${runs}; runs ${sorted.join(', ')})`);
}
