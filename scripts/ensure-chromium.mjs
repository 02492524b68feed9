#!/usr/bin/env node
// The browser journeys drive the system Chromium (never a downloaded one: this network has none).
// Installs Debian's chromium when it is missing and we are allowed to.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasAptGet = existsSync('/usr/bin/apt-get');
if (!hasAptGet) {
  console.error(`Chromium not found at ${path}. Install Chromium and set CHROMIUM_PATH to it.`);
  process.exit(1);
}
const sudo = isRoot ? '' : 'sudo ';
console.log('Installing Chromium for the browser journeys (apt-get install chromium)...');
execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
