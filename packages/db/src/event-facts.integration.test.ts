import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from './schema/index.js';
import { insertChurch, insertEvent, insertRsvp } from './testing/fixtures.js';
import { useTestDb } from './testing/use-test-db.js';

/* event_facts (migration 0015): the narrow copy of events must always equal the events. */

let db: Db;
useTestDb((handle) => {
  db = handle.db;
});

/** What event_facts holds, and what it must hold: the same rows read from events. */
async function keptAndExpected() {
  const kept = await db
    .selectFrom('event_facts')
    .select(['event_id', 'church_id', 'sport', 'created_at', 'attendees'])
    .orderBy('event_id')
    .execute();
  const expected = await db
    .selectFrom('events')
    .select([
      'id as event_id',
      'church_id',
      'sport',
      'created_at',
      'current_attendees as attendees',
    ])
    .orderBy('id')
    .execute();
  return { kept, expected };
}

describe('event_facts', () => {
  it('copies new events, one by one and many in one statement', async () => {
    const church = await insertChurch(db);
    await insertEvent(db, church.id, { sport: 'NBA', current_attendees: 4, max_attendees: 9 });
    await sql`insert into events (title, description, sport, datetime, church_id, created_at)
      select 'Bulk ' || g, 'x', 'Golf', now() + interval '1 day', ${church.id},
             now() - g * interval '1 day'
      from generate_series(1, 25) g`.execute(db);
    const { kept, expected } = await keptAndExpected();
    expect(kept).toHaveLength(26);
    expect(kept).toEqual(expected);
  });

  it('follows seats, sport, church and creation time as they change', async () => {
    const a = await insertChurch(db);
    const b = await insertChurch(db);
    const event = await insertEvent(db, a.id, { sport: 'NFL', max_attendees: 50 });
    await insertRsvp(db, event.id);
    await sql`update events set current_attendees = current_attendees + 3
      where id = ${event.id}`.execute(db);
    await db
      .updateTable('events')
      .set({ sport: 'Soccer', church_id: b.id, created_at: new Date('2029-01-02T03:04:05Z') })
      .where('id', '=', event.id)
      .execute();
    // A change of another column (the title) leaves the copy as it is, and still equal.
    await db.updateTable('events').set({ title: 'Renamed' }).where('id', '=', event.id).execute();
    const { kept, expected } = await keptAndExpected();
    expect(kept.find((row) => row.event_id === event.id)).toEqual({
      event_id: event.id,
      church_id: b.id,
      sport: 'Soccer',
      created_at: new Date('2029-01-02T03:04:05Z'),
      attendees: 3,
    });
    expect(kept).toEqual(expected);
  });

  it('stays exact under concurrent seat changes on one event', async () => {
    const church = await insertChurch(db);
    const event = await insertEvent(db, church.id, { max_attendees: 500 });
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await sql`update events set current_attendees = current_attendees + ${1 + (i % 3)}
            where id = ${event.id}`.execute(trx);
        }),
      ),
    );
    const row = await db
      .selectFrom('event_facts')
      .select('attendees')
      .where('event_id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(row.attendees).toBe(60); // 10 × (1 + 2 + 3)
    const { kept, expected } = await keptAndExpected();
    expect(kept).toEqual(expected);
  });

  it('rolls back with the change that failed', async () => {
    const church = await insertChurch(db);
    const event = await insertEvent(db, church.id, { max_attendees: 5 });
    // Over capacity: the check constraint refuses the update, and the copy keeps 0 seats.
    await expect(
      sql`update events set current_attendees = 6 where id = ${event.id}`.execute(db),
    ).rejects.toThrow(/events_current_attendees_within_max/);
    const { kept, expected } = await keptAndExpected();
    expect(kept.find((row) => row.event_id === event.id)?.attendees).toBe(0);
    expect(kept).toEqual(expected);
  });

  it('loses the rows of deleted events, churches (cascade) and a truncate', async () => {
    const church = await insertChurch(db);
    const one = await insertEvent(db, church.id);
    await insertEvent(db, church.id);
    await db.deleteFrom('events').where('id', '=', one.id).execute();
    const afterOne = await keptAndExpected();
    expect(afterOne.kept).toEqual(afterOne.expected);
    expect(afterOne.kept.some((row) => row.event_id === one.id)).toBe(false);
    await db.deleteFrom('churches').where('id', '=', church.id).execute();
    const after = await keptAndExpected();
    expect(after.kept).toEqual(after.expected);
    expect(after.kept.some((row) => row.church_id === church.id)).toBe(false);
    await sql`truncate events cascade`.execute(db);
    expect((await keptAndExpected()).kept).toEqual([]);
  });
});
