import { copyFileSync, cpSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * A fresh PGlite data directory, made once by the build (`src/cli/pglite-template.ts`) and copied
 * on a first start instead of running initdb there. PGlite's initdb runs a second Postgres
 * instance beside the first and copies its whole heap: about 850 MB of RSS at its peak, which a
 * 1 GB server cannot give. A copied directory is simply a database PGlite opens (about 300 MB).
 */
export function pgliteTemplateDir(): string {
  // Beside the built module (dist/); from the sources there is none and initdb runs as before.
  const here = dirname(fileURLToPath(import.meta.url));
  return join(here, `pglite-template-${pgliteVersion()}`);
}

/**
 * Puts the build's fresh data directory at `dir` unless a database is there already. False when
 * the build made none (running from the sources): PGlite then runs initdb itself.
 */
export function copyPgliteTemplate(dir: string, template = pgliteTemplateDir()): boolean {
  if (holdsDatabase(dir) || !holdsDatabase(template)) return false;
  // PG_VERSION last: a copy cut short is not taken for a database, and the next start redoes it.
  cpSync(template, dir, { recursive: true, filter: (source) => source !== versionFile(template) });
  copyFileSync(versionFile(template), versionFile(dir));
  return true;
}

const versionFile = (dir: string) => join(dir, 'PG_VERSION');

function holdsDatabase(dir: string): boolean {
  return existsSync(versionFile(dir));
}

/**
 * Postgres settings for every PGlite start. PGlite's files are read through the operating
 * system, whose page cache already keeps them (outside the process's RSS); PGlite's default of
 * 128 MB of shared buffers mostly cached the same pages again in the WebAssembly heap, which
 * never gives memory back.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export function pgliteVersion(): string {
  // The package does not export its package.json; find it beside the resolved entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  return (pkg as { version: string }).version;
}
