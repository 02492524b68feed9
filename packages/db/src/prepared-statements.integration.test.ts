import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DbHandle } from './create-db.js';
import { namingQueries, PREPARED, prepared } from './prepared-statements.js';
import { useTestDb } from './testing/use-test-db.js';

const DOUBLED = prepared('select $1::int * 2 as doubled');

describe('prepared statements', () => {
  let handle: DbHandle;
  useTestDb((opened) => {
    handle = opened;
  });

  it('runs a marked statement prepared, once per connection, and others unnamed', async () => {
    // A transaction holds one connection, whose prepared statements are what it lists.
    const listed = await handle.db.transaction().execute(async (trx) => {
      const run = (text: string, value: number) =>
        trx.executeQuery<{ doubled: number }>(CompiledQuery.raw(text, [value]));
      expect((await run(DOUBLED, 21)).rows).toEqual([{ doubled: 42 }]);
      expect((await run(DOUBLED, 5)).rows).toEqual([{ doubled: 10 }]);
      expect((await run('select $1::int * 2 as doubled', 4)).rows).toEqual([{ doubled: 8 }]);
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(trx);
      return rows.map((row) => row.statement);
    });
    // Embedded PGlite runs everything as it comes: the mark is only a comment there.
    expect(listed).toEqual(handle.engine === 'postgres' ? [DOUBLED] : []);
  });

  it('runs marked statements through executeSql too', async () => {
    expect((await handle.executeSql(DOUBLED, [8])).rows).toEqual([{ doubled: 16 }]);
  });
});

describe('namingQueries', () => {
  it('names each marked text once and leaves the rest unnamed', () => {
    const queryOf = namingQueries(2);
    const first = queryOf(prepared('select 1'), []);
    expect(first).toMatchObject({ name: expect.any(String), text: `${PREPARED}select 1` });
    expect(queryOf(prepared('select 1'), [])).toEqual(first);
    expect(queryOf('select 1', [])).toEqual({ text: 'select 1', values: [] });
    expect(queryOf('select 1; select 2')).toBe('select 1; select 2');
  });

  it('runs marked texts unnamed once the names run out, so connections keep a bounded number', () => {
    const queryOf = namingQueries(2);
    const names = ['select 1', 'select 2', 'select 3'].map(
      (text) => (queryOf(prepared(text), []) as { name?: string }).name,
    );
    expect(names[0]).not.toEqual(names[1]);
    expect(names).toEqual([expect.any(String), expect.any(String), undefined]);
  });

  it('marks a statement once', () => {
    expect(prepared(prepared('select 1'))).toBe(`${PREPARED}select 1`);
  });
});
