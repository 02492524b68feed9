import { type Db, PREPARED } from '@huddle/db';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertChurch, insertEvent } from '../../testing/fixtures.js';
import { useTestServer } from '../../testing/test-server.js';
import { readNear } from '../churches/near.js';
import {
  countChurchesNear,
  type EventListQuery,
  findActiveEvent,
  listEvents,
} from './events.repository.js';

let churchId: number;
let soon: number;
let later: number;
/** Events of churches at two places far apart, nearest first from each. */
const placed: Record<'plains' | 'delta', number[]> = { plains: [], delta: [] };
const PLACES = { plains: { lat: 40, lng: -100 }, delta: { lat: 33, lng: -90.5 } };

const server = useTestServer();
beforeAll(async () => {
  churchId = await insertChurch(server.db, { city: 'Kept Falls', state: 'TX' });
  soon = await insertEvent(server.db, churchId, { datetime: daysFromNow(2) });
  later = await insertEvent(server.db, churchId, { datetime: daysFromNow(4) });
  for (const [name, place] of Object.entries(PLACES) as [
    keyof typeof PLACES,
    typeof PLACES.plains,
  ][]) {
    for (const miles of [2, 1]) {
      const church = await insertChurch(server.db, {
        latitude: place.lat + miles / 69.0933,
        longitude: place.lng,
      });
      placed[name].unshift(await insertEvent(server.db, church, { datetime: daysFromNow(miles) }));
    }
  }
});

/**
 * A place search around `place`: nearest first, after `after` when given; or by date, as for a
 * place with few churches (`'few'`: church by church) or many (`'many'`: the dates in order).
 */
const nearby = (
  place: { lat: number; lng: number },
  after: EventListQuery['distanceCursor'] = null,
  db: Db = server.db,
  byDate: 'few' | 'many' | null = null,
  viewerChurchId?: number,
) => {
  const near = readNear({ ...place, radius: 10 });
  if (!near) throw new Error('a place');
  return listEvents(db, {
    sports: null,
    when: 'upcoming',
    cursor: null,
    limit: 13,
    now: new Date(),
    near: { ...near, byChurch: byDate === 'few' },
    byDistance: byDate === null,
    distanceCursor: after,
    viewerChurchId,
  });
};

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

  it("run a place search kept for its shape with each request's own place and cursor", async () => {
    const [first, second] = placed.plains;
    expect((await nearby(PLACES.plains)).map((row) => row.id)).toEqual(placed.plains);
    expect((await nearby(PLACES.delta)).map((row) => row.id)).toEqual(placed.delta);
    const row = (await nearby(PLACES.plains)).find((candidate) => candidate.id === first);
    if (!row?.distance_miles) throw new Error('the first event, with its distance');
    const cursor = { distance: row.distance_miles, churchId: row.church_id, id: row.id };
    expect((await nearby(PLACES.plains, cursor)).map((next) => next.id)).toEqual([second]);
    const past = { ...cursor, distance: cursor.distance + 5 };
    expect(await nearby(PLACES.plains, past)).toEqual([]);
  });

  it("count the churches around each request's own place", async () => {
    const count = (place: { lat: number; lng: number }) => {
      const near = readNear({ ...place, radius: 10 });
      if (!near) throw new Error('a place');
      return countChurchesNear(server.db, near);
    };
    expect(await count(PLACES.plains)).toBe(2);
    expect(await count({ lat: 45, lng: -70 })).toBe(0);
    expect(await count(PLACES.delta)).toBe(2);
    // The list only asks whether there are a few: counting stops there.
    const near = readNear({ ...PLACES.plains, radius: 10 });
    if (!near) throw new Error('a place');
    expect(await countChurchesNear(server.db, near, 1)).toBe(1);
  });

  it('plan a place search for its own place each time', async () => {
    const named = await server.db.transaction().execute(async (trx) => {
      await nearby(PLACES.plains, null, trx);
      await nearby(PLACES.delta, null, trx);
      await nearby(PLACES.plains, null, trx, 'many');
      // This connection's named statements; the place search reads `churches nearby`.
      const { rows } = await sql<{ n: number }>`select count(*)::int as n
        from pg_prepared_statements where statement like '%churches" as "nearby"%'`.execute(trx);
      return rows[0]?.n;
    });
    expect(named).toBe(0);
  });

  it('find the rows of a page by date among many churches by one named statement, whatever the place', async () => {
    const { plains, delta, named } = await server.db.transaction().execute(async (trx) => {
      const ids = async (place: { lat: number; lng: number }) =>
        (await nearby(place, null, trx, 'many')).map((row) => row.id);
      const found = { plains: await ids(PLACES.plains), delta: await ids(PLACES.delta) };
      const { rows } = await sql<{ n: number }>`select count(*)::int as n
        from pg_prepared_statements where statement like '%events.id = any(%'`.execute(trx);
      return { ...found, named: rows[0]?.n };
    });
    // In date order: the nearer church's event is the sooner one here.
    expect(plains).toEqual(placed.plains);
    expect(delta).toEqual(placed.delta);
    expect(named).toBe(server.engine === 'postgres' ? 1 : 0);
  });

  it("count a church's own RSVPs on such a page, and only its own, each church its own", async () => {
    const rsvpCounts = async (viewer: number) =>
      (await nearby(PLACES.plains, null, server.db, 'many', viewer)).map((row) => row.rsvp_count);
    const [first, second] = placed.plains;
    const hostOf = async (event: number | undefined) =>
      (await findActiveEvent(server.db, event ?? 0))?.church_id ?? 0;
    const counted = (counts: unknown[]) => counts.map((count) => count !== null && Number(count));
    expect(counted(await rsvpCounts(await hostOf(first)))).toEqual([0, false]);
    expect(counted(await rsvpCounts(await hostOf(second)))).toEqual([false, 0]);
  });

  it('run as prepared statements, parsed once per connection', async () => {
    const prepared = await server.db.transaction().execute(async (trx) => {
      await page(new Date(), trx);
      await findActiveEvent(trx, soon);
      // The connection's named statements, from this test's calls and from earlier ones.
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(trx);
      return rows.map((row) => row.statement).filter((text) => text.startsWith(PREPARED));
    });
    const list = prepared.filter((text) => text.includes('"events"."place_city" = '));
    const event = prepared.filter((text) => /"events"\."id" = \$\d/.test(text));
    expect([list.length, event.length]).toEqual(server.engine === 'postgres' ? [1, 1] : [0, 0]);
  });

  it("run the few churches' events by date as one named statement, each place with its own", async () => {
    const { plains, delta, named } = await server.db.transaction().execute(async (trx) => {
      const ids = async (place: { lat: number; lng: number }) =>
        (await nearby(place, null, trx, 'few')).map((row) => row.id).sort((a, b) => a - b);
      const found = { plains: await ids(PLACES.plains), delta: await ids(PLACES.delta) };
      const { rows } = await sql<{ n: number }>`select count(*)::int as n
        from pg_prepared_statements where statement like ${`${PREPARED}%`}
        and statement like '%from churches nearby%'`.execute(trx);
      return { ...found, named: rows[0]?.n };
    });
    expect(plains).toEqual([...placed.plains].sort((a, b) => a - b));
    expect(delta).toEqual([...placed.delta].sort((a, b) => a - b));
    expect(named).toBe(server.engine === 'postgres' ? 1 : 0);
  });
});
