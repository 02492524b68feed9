import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './create-db.js';
import { useTestDb } from './testing/use-test-db.js';

/*
 * DbHandle.executeSql is the door pg-boss uses into the app's database: parameterised
 * statements, and parameterless strings of several statements (its schema and maintenance).
 */

async function checkStatements(handle: DbHandle) {
  const { rows } = await handle.executeSql('select $1::int + $2::int as sum', [2, 3]);
  expect(rows).toEqual([{ sum: 5 }]);
  const many = await handle.executeSql('select 1 as a; select 2 as b');
  expect(many.rows).toEqual([{ b: 2 }]);
}

/** An in-memory PGlite with one table to write marks into. */
async function embeddedWithMarks(): Promise<DbHandle> {
  const handle = await createDb({ inMemory: true });
  await sql`create table marks (label text)`.execute(handle.db);
  return handle;
}

describe('executeSql on the test database', () => {
  let handle: DbHandle;
  useTestDb((opened) => {
    handle = opened;
  });

  it('runs parameterised statements and several parameterless ones in one string', async () => {
    await checkStatements(handle);
  });
});

describe('executeSql on embedded PGlite', () => {
  let handle: DbHandle;
  useTestDb({ open: embeddedWithMarks, timeout: 60_000 }, (opened) => {
    handle = opened;
  });

  it('runs parameterised statements and several parameterless ones in one string', async () => {
    await checkStatements(handle);
  });

  it('waits for a Kysely transaction instead of running inside it', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const transaction = handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into marks values ('rolled back')`.execute(trx);
        entered();
        await hold;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await inside;
    // Issued while the transaction holds the one connection: it must wait, then stand alone.
    const outside = handle.executeSql('insert into marks values ($1)', ['kept']);
    release();
    expect(await transaction).toBe('rolled back');
    await outside;
    const { rows } = await handle.executeSql('select label from marks');
    expect(rows).toEqual([{ label: 'kept' }]);
  });
});
