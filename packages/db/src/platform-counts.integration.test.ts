import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from './schema/index.js';
import { insertChurch, insertEvent, insertRsvp } from './testing/fixtures.js';
import { useTestDb } from './testing/use-test-db.js';

/* platform_counts (migration 0011): totals kept by triggers must always equal a real count. */

let db: Db;
useTestDb((handle) => {
  db = handle.db;
});

type Totals = { churches: number; events: number; rsvps: number; attendees: number };

async function kept() {
  const { rows } = await sql<Totals>`
    select coalesce(sum(churches), 0)::int as churches, coalesce(sum(events), 0)::int as events,
           coalesce(sum(rsvps), 0)::int as rsvps, coalesce(sum(attendees), 0)::int as attendees
    from platform_counts`.execute(db);
  return rows[0];
}

async function counted() {
  const { rows } = await sql<Totals>`
    select (select count(*) from churches)::int as churches, (select count(*) from events)::int as events,
           (select count(*) from rsvps)::int as rsvps,
           (select coalesce(sum(current_attendees), 0) from events)::int as attendees`.execute(db);
  return rows[0];
}

describe('platform_counts', () => {
  it('follows inserts, seat changes, deletes and cascades exactly', async () => {
    const a = await insertChurch(db);
    const b = await insertChurch(db);
    const e1 = await insertEvent(db, a.id, { current_attendees: 3, max_attendees: 10 });
    const e2 = await insertEvent(db, b.id, { current_attendees: 1, max_attendees: 10 });
    await insertRsvp(db, e1.id);
    await insertRsvp(db, e1.id);
    await insertRsvp(db, e2.id);
    await db.updateTable('events').set({ current_attendees: 7 }).where('id', '=', e1.id).execute();
    expect(await kept()).toEqual({ churches: 2, events: 2, rsvps: 3, attendees: 8 });
    await db.deleteFrom('rsvps').where('event_id', '=', e2.id).execute();
    // Deleting a church takes its events and their RSVPs by cascade: all three counts follow.
    await db.deleteFrom('churches').where('id', '=', a.id).execute();
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toEqual({ churches: 1, events: 1, rsvps: 0, attendees: 1 });
  });

  it('stays exact under concurrent writers, who never deadlock on it', async () => {
    const church = await insertChurch(db);
    const event = await insertEvent(db, church.id, { max_attendees: 500 });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await insertRsvp(trx, event.id);
          await sql`update events set current_attendees = current_attendees + 1
            where id = ${event.id}`.execute(trx);
          if (i % 4 === 0) {
            await sql`delete from rsvps where id = (select max(id) from rsvps
              where event_id = ${event.id})`.execute(trx);
          }
        }),
      ),
    );
    expect(await kept()).toEqual(await counted());
  });

  it('folds its rows into one without changing a sum, and follows TRUNCATE', async () => {
    await sql`
      with gone as (delete from platform_counts returning churches, events, rsvps, attendees)
      insert into platform_counts (churches, events, rsvps, attendees)
      select sum(churches), sum(events), sum(rsvps), sum(attendees) from gone`.execute(db);
    const rows = await db.selectFrom('platform_counts').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(await kept()).toEqual(await counted());
    await sql`truncate rsvps cascade`.execute(db);
    expect(await kept()).toEqual(await counted());
    expect((await kept())?.rsvps).toBe(0);
  });
});
