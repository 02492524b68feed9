import { Migrator } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import type { Db } from './schema/index.js';
import { useTestDb } from './testing/use-test-db.js';

/* Migration 0033: the visits kept so far lose the tokens of waitlist links in their paths. */

let db: Db;
useTestDb((handle) => {
  db = handle.db;
});

it('replaces the token of each waitlist link kept in a visit, and leaves other paths alone', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0032_radius_covering_indexes')).error).toBeUndefined();
  const paths = [
    '/waitlist/s3cr3t-token',
    '/waitlist/:token',
    '/manage-rsvp/:token',
    '/events/12',
    '/waitlists-are-not-links',
  ];
  await db
    .insertInto('page_views')
    .values(paths.map((path) => ({ path, visitor_key: 'visitor' })))
    .execute();

  await migrateToLatest(db);

  const kept = await db.selectFrom('page_views').select('path').orderBy('id').execute();
  expect(kept.map((row) => row.path)).toEqual([
    '/waitlist/:token',
    '/waitlist/:token',
    '/manage-rsvp/:token',
    '/events/12',
    '/waitlists-are-not-links',
  ]);
});
