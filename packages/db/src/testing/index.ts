import type { DbHandle } from '../create-db.js';
import { type SeedDemoOptions, seedDemo } from '../seed/index.js';
import { startPostgresContainer } from './container.js';
import { pgliteSnapshotFactory } from './pglite-snapshot.js';
import { cloneDatabase, postgresTemplateFactory, type TestDbFactory } from './postgres-template.js';

let factory: Promise<TestDbFactory> | undefined;

/**
 * A fresh, migrated, empty database; `close()` disposes of it. Backed by, in order of preference:
 * the PostgreSQL server in TEST_DATABASE_URL, a PostgreSQL container when Docker answers, or
 * in-memory PGlite.
 */
export async function createTestDb(): Promise<DbHandle> {
  factory ??= chooseFactory();
  return (await factory).create();
}

/**
 * createTestDb() with the demo data in it: a copy of `template` (createSeededTemplate) when the
 * run made one, else seeded here.
 */
export async function createSeededTestDb(
  options: SeedDemoOptions & { template?: string | undefined } = {},
): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (options.template && serverUrl) return cloneDatabase(serverUrl, options.template);
  const handle = await createTestDb();
  try {
    await seedDemo(handle.db, options);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function chooseFactory(): Promise<TestDbFactory> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return postgresTemplateFactory(url);
  const containerUrl = await startPostgresContainer();
  if (containerUrl) return postgresTemplateFactory(containerUrl);
  return pgliteSnapshotFactory();
}

/** Minimal valid rows, unique per call, for tests that write straight to the database. */
export {
  churchValues,
  eventValues,
  insertNoticeAndMessage,
  insertSupportPosts,
} from './fixtures.js';

export { createSeededTemplate, type SeededTemplate } from './seeded-template.js';
