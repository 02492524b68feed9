import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { openPostgres } from '../create-db.js';
import { seedDemo } from '../seed/index.js';
import {
  ensureTemplate,
  freezeAsTemplate,
  retryWhileInUse,
  withAdmin,
  withDatabase,
} from './postgres-template.js';

const PREFIX = 'huddle_seeded_';
/** A run that died before dropping its template leaves it; the next run drops it after this. */
const STALE_AFTER_SECONDS = 6 * 3600;

export type SeededTemplate = { name: string; drop(): Promise<void> };

/**
 * A template with the demo data in it, for a run that opens many seeded databases (the browser
 * journeys): each is then a copy, made in a quarter of a second instead of seeding again. A global
 * setup makes it once per run and drops it afterwards, since the demo data is dated from the
 * moment it is made. Undefined unless the tests run on the PostgreSQL server in
 * TEST_DATABASE_URL: a container or PGlite belongs to one process, which seeds each database.
 */
export async function createSeededTemplate(): Promise<SeededTemplate | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const migrated = await ensureTemplate(serverUrl);
  const name = `${PREFIX}${nowSeconds()}_${randomBytes(4).toString('hex')}`;
  const drop = () => dropTemplate(serverUrl, name);
  await withAdmin(serverUrl, async (admin) => {
    await dropStaleTemplates(admin);
    await retryWhileInUse(() => admin.query(`create database "${name}" template "${migrated}"`));
  });
  try {
    const handle = openPostgres(withDatabase(serverUrl, name));
    try {
      await seedDemo(handle.db);
    } finally {
      await handle.close();
    }
    await withAdmin(serverUrl, (admin) => freezeAsTemplate(admin, name));
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

function dropTemplate(serverUrl: string, name: string): Promise<void> {
  return withAdmin(serverUrl, (admin) => dropDatabase(admin, name));
}

async function dropDatabase(admin: pg.Client, name: string) {
  await admin.query(`alter database "${name}" with is_template false`);
  await admin.query(`drop database if exists "${name}" with (force)`);
}

async function dropStaleTemplates(admin: pg.Client) {
  const found = await admin.query<{ datname: string }>(
    'select datname from pg_database where datname like $1',
    [`${PREFIX}%`],
  );
  for (const { datname } of found.rows) {
    const madeAt = Number(datname.slice(PREFIX.length).split('_')[0]);
    if (nowSeconds() - madeAt > STALE_AFTER_SECONDS) await dropDatabase(admin, datname);
  }
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
