import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './create-db.js';
import { migrateToLatest } from './migrate.js';
import { findRepoRoot } from './repo-root.js';
import { eventValues, insertChurch } from './testing/fixtures.js';
import { createTestDb } from './testing/index.js';

describe('createDb with a data directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'huddle-db-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps its data across close and reopen', { timeout: 90_000 }, async () => {
    const dataDir = join(dir, 'nested', 'pglite');
    const first = await createDb({ dataDir });
    expect(first.engine).toBe('pglite');
    await migrateToLatest(first.db);
    const church = await insertChurch(first.db, { name: 'Persistent Chapel' });
    await first.close();

    const second = await createDb({ dataDir });
    try {
      const found = await second.db
        .selectFrom('churches')
        .select(['id', 'name'])
        .where('id', '=', church.id)
        .executeTakeFirst();
      expect(found).toEqual({ id: church.id, name: 'Persistent Chapel' });
    } finally {
      await second.close();
    }
  });

  it('opens an empty database in memory', { timeout: 60_000 }, async () => {
    const handle = await createDb({ inMemory: true });
    try {
      expect(handle.engine).toBe('pglite');
      expect(await handle.db.introspection.getTables()).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});

describe('values read back from the database', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle?.close());

  it('gives counts as numbers, numeric as strings, dates as strings, timestamps as Dates', async () => {
    await insertChurch(handle.db, { monthly_fee: '12.50' });
    const row = await handle.db
      .selectFrom('churches')
      .select((eb) => [
        eb.fn.countAll().as('count'),
        eb.fn.max('monthly_fee').as('fee'),
        sql<string>`date '2026-03-01'`.as('day'),
        eb.fn.max('created_at').as('created'),
      ])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ count: 1, fee: '12.50', day: '2026-03-01', created: expect.any(Date) });
  });

  it('gives date arrays as strings, written from strings, empty by default', async () => {
    const church = await insertChurch(handle.db);
    const row = await handle.db
      .insertInto('events')
      .values(eventValues(church.id, { recurrence_exceptions: ['2026-12-13', '2027-01-03'] }))
      .returning(['id', 'recurrence_exceptions'])
      .executeTakeFirstOrThrow();
    expect(row.recurrence_exceptions).toEqual(['2026-12-13', '2027-01-03']);
    const plain = await handle.db
      .insertInto('events')
      .values(eventValues(church.id))
      .returning('recurrence_exceptions')
      .executeTakeFirstOrThrow();
    expect(plain.recurrence_exceptions).toEqual([]);
  });

  it('reports how many rows a statement changed, including none', async () => {
    const church = await insertChurch(handle.db);
    const update = (city: string) =>
      handle.db
        .updateTable('churches')
        .set({ capacity: 200 })
        .where('city', '=', city)
        .where('id', '=', church.id)
        .executeTakeFirstOrThrow();
    expect((await update('Nowhere')).numUpdatedRows).toBe(0n);
    expect((await update(church.city)).numUpdatedRows).toBe(1n);
  });

  it('refuses to round an int8 that does not fit a JS number', async () => {
    await expect(sql`select 9007199254740993::int8 as big`.execute(handle.db)).rejects.toThrow(
      /does not fit/,
    );
  });

  it('round-trips text arrays and JSON', async () => {
    const church = await insertChurch(handle.db, {
      amenities: ['Parking', 'Wi-Fi', "St. Mary's Hall"],
    });
    expect(church.amenities).toEqual(['Parking', 'Wi-Fi', "St. Mary's Hall"]);
    await handle.db
      .insertInto('platform_analytics_daily')
      .values({ date: '2026-03-01', top_sports: JSON.stringify([{ sport: 'NFL', count: 3 }]) })
      .execute();
    const day = await handle.db
      .selectFrom('platform_analytics_daily')
      .select(['date', 'top_sports', 'geographic_distribution'])
      .executeTakeFirstOrThrow();
    expect(day).toEqual({
      date: '2026-03-01',
      top_sports: [{ sport: 'NFL', count: 3 }],
      geographic_distribution: [],
    });
  });
});

describe('findRepoRoot', () => {
  it('finds the workspace root from inside a package', () => {
    const root = findRepoRoot(process.cwd());
    expect(process.cwd().startsWith(root)).toBe(true);
    expect(root).not.toBe(process.cwd());
  });

  it('falls back to the location of the code when started outside the checkout', () => {
    expect(findRepoRoot(tmpdir())).toBe(findRepoRoot(process.cwd()));
  });
});
