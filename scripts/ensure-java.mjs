#!/usr/bin/env node
// The W3C Nu HTML Checker (vnu-jar, tests/e2e/src/html-checker.ts) runs on Java. Installs Debian's
// headless Java runtime when there is none and we are allowed to, as ensure-chromium.mjs does
// for the browser.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) process.exit(0);

if (!existsSync('/usr/bin/apt-get')) {
  console.error('Java not found. Install a Java runtime (11 or later) for the HTML checker.');
  process.exit(1);
}
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
console.log('Installing Java for the HTML checker (apt-get install default-jre-headless)...');
execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq default-jre-headless`, {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
