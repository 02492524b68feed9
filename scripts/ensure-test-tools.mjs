#!/usr/bin/env node
// What the test suite drives besides Node, installed from Debian's packages when missing (this
// network has no other source for them): Chromium for the browser journeys, Java for the W3C Nu
// HTML Checker (vnu-jar), and python-icalendar, one of the three readers of the calendar feeds.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const works = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

const TOOLS = [
  {
    name: 'Chromium',
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    packages: ['chromium'],
  },
  { name: 'Java', present: () => works('java', ['-version']), packages: ['default-jre-headless'] },
  {
    name: 'python-icalendar',
    present: () => works('/usr/bin/python3', ['-c', 'import icalendar']),
    packages: ['python3-icalendar'],
  },
];

const missing = TOOLS.filter((tool) => !tool.present());
if (missing.length === 0) process.exit(0);

const names = missing.map((tool) => tool.name).join(', ');
if (!existsSync('/usr/bin/apt-get')) {
  console.error(`Missing for the tests: ${names}. Install them (CHROMIUM_PATH names Chromium).`);
  process.exit(1);
}
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
const packages = missing.flatMap((tool) => tool.packages).join(' ');
console.log(`Installing for the tests: ${names} (apt-get install ${packages})...`);
execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${packages}`, {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
