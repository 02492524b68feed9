#!/usr/bin/env node
// Runs every package's tests through turbo, then prints each suite's time (the package's wall time
// and its slowest files) and, as the last line, the totals of all suites (`tests: N passed, M
// failed`), which CI reads. Each package's vitest writes test-results/vitest.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const packageDirs = ['apps', 'packages', 'tests', 'tooling'].flatMap((group) =>
  existsSync(join(root, group))
    ? readdirSync(join(root, group)).map((name) => join(root, group, name))
    : [],
);
const reports = packageDirs.map((dir) => join(dir, 'test-results', 'vitest.json'));
for (const report of reports) rmSync(report, { force: true });

const turbo = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'test', '--continue', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  },
);

/** Files named per suite, slowest first. */
const SLOWEST_SHOWN = 3;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

let passed = 0;
let failed = 0;
const times = [];
for (const report of reports) {
  if (!existsSync(report)) continue;
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const dir = join(report, '..', '..');
  const files = result.testResults.map((file) => ({
    name: relative(dir, file.name),
    ms: (file.endTime ?? 0) - (file.startTime ?? 0),
  }));
  // Wall time: from vitest's start to the last file's end (files run in parallel).
  const end = Math.max(result.startTime, ...result.testResults.map((file) => file.endTime ?? 0));
  times.push({
    suite: relative(root, dir),
    ms: end - result.startTime,
    files: files.length,
    slowest: files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN),
  });
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  // A file that fails to load has no tests in it, yet it is a failure.
  failed += result.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
}
const width = Math.max(0, ...times.map((time) => time.suite.length));
console.log('\nsuite times (wall clock, slowest files):');
for (const time of times.sort((a, b) => b.ms - a.ms)) {
  const slowest = time.slowest.map((file) => `${file.name} ${seconds(file.ms)}`).join(', ');
  console.log(
    `  ${time.suite.padEnd(width)}  ${seconds(time.ms).padStart(7)}  ${time.files} files; ${slowest}`,
  );
}
const status = turbo.status ?? 1;
if (status !== 0 && failed === 0) failed = 1; // a suite crashed before it could report
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(status);
