import { type Db, PREPARED } from '@huddle/db';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertChurch, insertEvent } from '../../testing/fixtures.js';
import { useTestServer } from '../../testing/test-server.js';
import { findActiveEvent, listEvents } from './events.repository.js';

let churchId: number;
let soon: number;
let later: number;

const server = useTestServer();
beforeAll(async () => {
  churchId = await insertChurch(server.db, { city: 'Kept Falls', state: 'TX' });
  soon = await insertEvent(server.db, churchId, { datetime: daysFromNow(2) });
  later = await insertEvent(server.db, churchId, { datetime: daysFromNow(4) });
});

const page = (now: Date, db: Db = server.db) =>
  listEvents(db, {
    city: 'Kept Falls',
    sports: null,
    when: 'upcoming',
    cursor: null,
    limit: 13,
    now,
  });

describe('kept statements', () => {
  it("run with each request's own instant, not the one they were built with", async () => {
    expect((await page(new Date())).map((row) => row.id)).toEqual([soon, later]);
    // The same query, kept, three days on: the first event has started and is gone.
    expect((await page(daysFromNow(3))).map((row) => row.id)).toEqual([later]);
    expect((await page(daysFromNow(5))).map((row) => row.id)).toEqual([]);
    expect((await page(new Date())).map((row) => row.id)).toEqual([soon, later]);
  });

  it("run with each request's own event id and count upcoming events from its own instant", async () => {
    const first = await findActiveEvent(server.db, soon);
    const second = await findActiveEvent(server.db, later, undefined, daysFromNow(3));
    expect(first?.id).toBe(soon);
    expect(Number(first?.church_event_count)).toBe(2);
    expect(second?.id).toBe(later);
    expect(Number(second?.church_event_count)).toBe(1);
    expect(await findActiveEvent(server.db, 999_999)).toBeUndefined();
  });

  it('run as prepared statements, parsed once per connection', async () => {
    const prepared = await server.db.transaction().execute(async (trx) => {
      await page(new Date(), trx);
      await findActiveEvent(trx, soon);
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(trx);
      return rows.map((row) => row.statement);
    });
    const expected = server.engine === 'postgres' ? 2 : 0;
    expect(prepared.filter((text) => text.startsWith(PREPARED))).toHaveLength(expected);
  });
});
