import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type DbHandle, openPostgres } from '../create-db.js';
import { migrateToLatest } from '../migrate.js';
import { migrationSetHash } from './migration-hash.js';

// Advisory locks are per database; every test process takes this one in the server's maintenance
// database (the one named in the URL), so they all meet on it.
const TEMPLATE_LOCK_KEY = 7_238_114_502;
const OBJECT_IN_USE = '55006';

export type TestDbFactory = { create(): Promise<DbHandle> };

/** Fresh databases cloned from a migrated template on the server at `serverUrl`. */
export function postgresTemplateFactory(serverUrl: string): TestDbFactory {
  let template: Promise<string> | undefined;
  return {
    async create() {
      template ??= ensureTemplate(serverUrl).catch((error: unknown) => {
        template = undefined;
        throw error;
      });
      return cloneDatabase(serverUrl, await template);
    },
  };
}

/** A fresh database copied from the template `templateName`; `close()` drops it. */
export async function cloneDatabase(serverUrl: string, templateName: string): Promise<DbHandle> {
  const name = `huddle_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    await retryWhileInUse(() =>
      admin.query(`create database "${name}" template "${templateName}"`),
    );
    // A test's rows need not survive a power cut: commits do not wait for the disk, which
    // spares the shared cores thousands of fsyncs. What the tests observe is unchanged.
    await admin.query(`alter database "${name}" set synchronous_commit = off`);
  });
  const handle = openPostgres(withDatabase(serverUrl, name));
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(serverUrl, (admin) =>
        admin.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

/**
 * Makes the database `name` a template: no connections (CREATE DATABASE … TEMPLATE fails while
 * anyone, autovacuum included, is connected to it).
 */
export async function freezeAsTemplate(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`alter database "${name}" with is_template true allow_connections false`);
}

/**
 * Builds the template once per server and migration set. It is built under another name and
 * renamed when complete, so a run that dies half-way never leaves a half-migrated template.
 * The finished template refuses connections: CREATE DATABASE … TEMPLATE fails while anyone
 * (autovacuum included) is connected to it.
 */
export async function ensureTemplate(serverUrl: string): Promise<string> {
  const name = templateName(serverUrl);
  const building = `${name}_building`;
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}" template template0 encoding 'UTF8'`);
      const handle = openPostgres(withDatabase(serverUrl, building));
      try {
        await migrateToLatest(handle.db);
      } finally {
        await handle.close();
      }
      await retryWhileInUse(() => admin.query(`alter database "${building}" rename to "${name}"`));
      await freezeAsTemplate(admin, name);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

/**
 * Per migration set and per role: a clone keeps the template's owners, so a template built by
 * another role would give tables this role may not touch.
 */
function templateName(serverUrl: string): string {
  const role = decodeURIComponent(new URL(serverUrl).username) || 'default';
  const roleHash = createHash('sha256').update(role).digest('hex').slice(0, 6);
  return `huddle_template_${migrationSetHash()}_${roleHash}`;
}

export async function withAdmin<T>(
  serverUrl: string,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

// A just-closed pool's backends may still be exiting on the server for a few milliseconds.
export async function retryWhileInUse<T>(action: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (attempt >= 50 || (error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await sleep(100);
    }
  }
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
