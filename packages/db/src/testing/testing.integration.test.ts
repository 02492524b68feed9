import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertChurch } from './fixtures.js';
import { createTestDb } from './index.js';

async function currentDatabase(handle: Awaited<ReturnType<typeof createTestDb>>) {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
    handle.db,
  );
  return rows[0]?.name;
}

describe('createTestDb', () => {
  it('gives each caller its own migrated, empty database', { timeout: 60_000 }, async () => {
    const [a, b] = await Promise.all([createTestDb(), createTestDb()]);
    try {
      expect(await a.db.selectFrom('churches').select('id').execute()).toEqual([]);
      await insertChurch(a.db);
      expect(await a.db.selectFrom('churches').select('id').execute()).toHaveLength(1);
      expect(await b.db.selectFrom('churches').select('id').execute()).toEqual([]);
      // Identity columns start from 1 in a fresh database, whatever the template went through.
      expect((await insertChurch(b.db)).id).toBe(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('disposes of the database on close', { timeout: 60_000 }, async () => {
    const handle = await createTestDb();
    const name = await currentDatabase(handle);
    await handle.close();
    await expect(handle.db.selectFrom('churches').select('id').execute()).rejects.toThrow();

    if (handle.engine === 'postgres') {
      const witness = await createTestDb();
      try {
        const { rows } = await sql`select 1 from pg_database where datname = ${name}`.execute(
          witness.db,
        );
        expect(rows).toEqual([]);
      } finally {
        await witness.close();
      }
    }
  });

  it('releases a database that was never queried', { timeout: 60_000 }, async () => {
    const handle = await createTestDb();
    await handle.close();
    await expect(handle.db.selectFrom('churches').select('id').execute()).rejects.toThrow();
  });
});
