#!/usr/bin/env node
// Runs every package's tests through turbo, then prints the totals of all suites as the last line
// (`tests: N passed, M failed`), which CI reads. Each package's vitest writes test-results/vitest.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const packageDirs = ['apps', 'packages', 'tests'].flatMap((group) =>
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

let passed = 0;
let failed = 0;
for (const report of reports) {
  if (!existsSync(report)) continue;
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  // A file that fails to load has no tests in it, yet it is a failure.
  failed += result.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
}
const status = turbo.status ?? 1;
if (status !== 0 && failed === 0) failed = 1; // a suite crashed before it could report
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(status);
