import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle, pgliteParsers } from '../create-db.js';
import { migrateToLatest } from '../migrate.js';
import { migrationSetHash } from './migration-hash.js';
import type { TestDbFactory } from './postgres-template.js';

/**
 * In-memory PGlite databases started from a migrated data directory. Starting PGlite and
 * migrating takes seconds; loading a snapshot well under one. The snapshot is cached on disk per
 * migration set and PGlite version, because test runners give each test file a fresh module
 * graph and would otherwise rebuild it for every file.
 */
export function pgliteSnapshotFactory(): TestDbFactory {
  let snapshot: Promise<Blob> | undefined;
  return {
    async create() {
      snapshot ??= loadOrBuildSnapshot();
      const client = await PGlite.create({ loadDataDir: await snapshot, parsers: pgliteParsers });
      return pgliteHandle(client);
    },
  };
}

async function loadOrBuildSnapshot(): Promise<Blob> {
  const file = join(tmpdir(), 'huddle-pglite-snapshots', `${snapshotKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const snapshot = await buildSnapshot();
    await mkdir(dirname(file), { recursive: true });
    // Write aside and rename: concurrent builders each publish a complete file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
    await pruneOtherSnapshots(file);
    return snapshot;
  }
}

/** Snapshots of older migration sets are 40 MB each and never read again. */
async function pruneOtherSnapshots(keep: string): Promise<void> {
  const folder = dirname(keep);
  for (const name of await readdir(folder)) {
    const path = join(folder, name);
    if (path !== keep && name.endsWith('.tar')) await rm(path, { force: true });
  }
}

async function buildSnapshot(): Promise<Blob> {
  const client = await PGlite.create({ parsers: pgliteParsers });
  const handle = pgliteHandle(client);
  try {
    await migrateToLatest(handle.db);
    return await client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

function snapshotKey(): string {
  return `${migrationSetHash()}-pglite-${pgliteVersion()}`;
}

function pgliteVersion(): string {
  // The package does not export its package.json; find it beside the resolved entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  return (pkg as { version: string }).version;
}
