import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle, pgliteParsers } from '../create-db.js';
import { migrateToLatest } from '../migrate.js';
import { pgliteVersion } from '../pglite-files.js';
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
