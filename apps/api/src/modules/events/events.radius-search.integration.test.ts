import { zipCentroid } from '@huddle/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertChurch, insertEvent } from '../../testing/fixtures.js';
import { useTestServer } from '../../testing/test-server.js';

/** Radius and text search (docs/adr/0082), from Austin's 78704 with churches placed by hand. */

const server = useTestServer();
const austin = zipCentroid('78704');
if (!austin) throw new Error('78704 is in the zip table');
/** Miles due north of 78704's centroid: a degree of latitude is 69.09 miles on the sphere. */
const north = (miles: number) => ({
  latitude: austin.latitude + miles / 69.0933,
  longitude: austin.longitude,
});

const ids: Record<string, number> = {};
let insideChurch = 0;

beforeAll(async () => {
  const { db } = server;
  insideChurch = await insertChurch(db, { name: 'Grace Fellowship', ...north(4.9) });
  const outside = await insertChurch(db, { name: 'Outside Church', ...north(5.1) });
  const far = await insertChurch(db, { name: 'Far Church', ...north(20) });
  const nowhere = await insertChurch(db, { name: 'Unplaced Church' });
  ids.inside = await insertEvent(db, insideChurch, {
    title: 'Chiefs at Raiders',
    game_details: 'Kickoff 3:25',
    datetime: daysFromNow(3),
  });
  ids.outside = await insertEvent(db, outside, {
    title: 'Lakers Night',
    game_details: 'Tip-off at 7',
    datetime: daysFromNow(1),
  });
  ids.far = await insertEvent(db, far, {
    title: 'Fútbol Sunday',
    game_details: 'Café after the match',
    datetime: daysFromNow(2),
  });
  ids.nowhere = await insertEvent(db, nowhere, { title: 'Quiet night', datetime: daysFromNow(4) });
});

type Item = { id: number; distanceMiles: number | null; name?: string };

async function get(path: string) {
  const response = await server.app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.json() as Item[] & { message?: string } };
}

/** A page of a list and the address of the next one (its Link header), if any. */
async function pageAt(url: string): Promise<{ items: Item[]; next: string | undefined }> {
  const response = await server.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  const next = /<([^>]+)>; rel="next"/.exec(String(response.headers.link))?.[1];
  return { items: response.json() as Item[], next };
}

async function eventsFor(query: string) {
  const { status, body } = await get(`/api/events?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

describe('GET /api/events within a radius', () => {
  it('finds a church just inside the radius and not one just outside', async () => {
    const found = await eventsFor('near=78704&radius=5');
    expect(found.map((e) => e.id)).toEqual([ids.inside]);
    expect(found[0]?.distanceMiles).toBeCloseTo(4.9, 1);
    expect((await eventsFor('near=78704&radius=6')).map((e) => e.id)).toEqual([
      ids.outside,
      ids.inside,
    ]);
  });

  it('takes a position as lat and lng, 25 miles by default', async () => {
    const found = await eventsFor(`lat=${austin.latitude}&lng=${austin.longitude}`);
    expect(found.map((e) => e.id)).toEqual([ids.outside, ids.far, ids.inside]);
  });

  it('orders by distance on request, in pages that continue where they stopped', async () => {
    const first = await server.app.inject({
      method: 'GET',
      url: '/api/events?near=78704&radius=25&sort=distance&limit=2',
    });
    const page = first.json() as Item[];
    expect(page.map((e) => e.id)).toEqual([ids.inside, ids.outside]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const rest = (await get(next ?? '')).body;
    expect(rest.map((e) => e.id)).toEqual([ids.far]);
    expect(rest[0]?.distanceMiles).toBeCloseTo(20, 0);
  });

  it('carries no distance without a place', async () => {
    const all = await eventsFor('');
    expect(all.every((e) => e.distanceMiles === null)).toBe(true);
    expect(all.map((e) => e.id)).toContain(ids.nowhere);
  });

  it('says what is wrong with a place it cannot use', async () => {
    const cases: [string, RegExp][] = [
      ['near=00000', /Unknown zip code 00000/],
      ['near=7870', /Near must be a 5-digit zip code/],
      ['lat=91&lng=0', /Latitude must be a number from -90 to 90/],
      ['lat=30&lng=abc', /Longitude must be a number/],
      ['lat=30', /Give both a latitude and a longitude/],
      ['near=78704&radius=0', /Radius must be a whole number of miles from 1 to 100/],
      ['near=78704&radius=101', /Radius must be/],
      ['radius=10', /Give a place/],
      ['sort=distance', /Sorting by distance needs a place/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await get(`/api/events?${query}`);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(message);
    }
  });
});

describe('GET /api/events by distance, church by church', () => {
  // Away from Austin, so the cases above see none of this. Two churches share a point (equal
  // distance, as churches of one zip code do), with a nearer and a farther one. Their events are
  // inserted in turns, so event ids interleave across churches; each church's second is a series
  // that started last week and still runs (read from the series' own index).
  const denver = zipCentroid('80202');
  if (!denver) throw new Error('80202 is in the zip table');
  const at = (miles: number) => ({
    latitude: denver.latitude + miles / 69.0933,
    longitude: denver.longitude,
  });
  const expected: { id: number; church: number; miles: number }[] = [];

  beforeAll(async () => {
    const { db } = server;
    const places: [string, number, number][] = [
      ['Twin A', 3, 4],
      ['Nearest', 1, 3],
      ['Twin B', 3, 5],
      ['Farthest', 6, 2],
    ];
    const churches = [];
    for (const [name, miles, count] of places) {
      churches.push({ id: await insertChurch(db, { name, ...at(miles) }), miles, count });
    }
    for (let turn = 0; turn < 5; turn += 1) {
      for (const church of churches.filter(({ count }) => turn < count)) {
        const series = {
          datetime: daysFromNow(-7),
          is_recurring: true,
          recurrence_pattern: 'weekly' as const,
        };
        const id = await insertEvent(
          db,
          church.id,
          turn === 1 ? series : { datetime: daysFromNow(10 - turn) },
        );
        expected.push({ id, church: church.id, miles: church.miles });
      }
    }
    await insertEvent(db, await insertChurch(db, { name: 'Too far', ...at(12) }));
    // Nearest first; at an equal distance by church, then by event.
    expected.sort((a, b) => a.miles - b.miles || a.church - b.church || a.id - b.id);
  });

  it('pages across churches at an equal distance without repeating or skipping an event', async () => {
    for (const limit of [1, 2, 3, 4, 5]) {
      const seen: Item[] = [];
      let url: string | undefined = `/api/events?near=80202&radius=10&sort=distance&limit=${limit}`;
      while (url) {
        const page = await pageAt(url);
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...page.items);
        url = page.next;
      }
      expect(
        seen.map((e) => e.id),
        `limit=${limit}`,
      ).toEqual(expected.map((e) => e.id));
      for (const [index, event] of seen.entries()) {
        expect(event.distanceMiles).toBeCloseTo(expected[index]?.miles ?? Number.NaN, 1);
      }
    }
  });

  it('says so when a cursor is not one of this list', async () => {
    const churchCursor = Buffer.from('d1.5|42').toString('base64url');
    const { status, body } = await get(
      `/api/events?near=80202&radius=10&sort=distance&cursor=${churchCursor}`,
    );
    expect(status).toBe(400);
    expect(body.message).toMatch(/cursor: Not a cursor from this list/);
  });
});

describe('GET /api/churches within a radius', () => {
  it('lists the churches in the radius with their distance, nearest first on request', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/churches?near=78704&radius=25&sort=distance',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = (response.json() as { items: Item[] }).items;
    expect(body.map((c) => c.name)).toEqual(['Grace Fellowship', 'Outside Church', 'Far Church']);
    expect(body[1]?.distanceMiles).toBeCloseTo(5.1, 1);
    expect((await get('/api/churches?near=00000')).status).toBe(400);
  });
});

describe('GET /api/events?q=', () => {
  it('finds a team in titles, a church by name, without case or accents', async () => {
    expect((await eventsFor('q=chiefs')).map((e) => e.id)).toEqual([ids.inside]);
    expect((await eventsFor('q=LAKERS')).map((e) => e.id)).toEqual([ids.outside]);
    expect((await eventsFor('q=grace')).map((e) => e.id)).toEqual([ids.inside]);
    expect((await eventsFor('q=futbol')).map((e) => e.id)).toEqual([ids.far]);
    expect((await eventsFor('q=cafe')).map((e) => e.id)).toEqual([ids.far]);
    expect((await eventsFor('q=Chiefs&near=78704&radius=5')).map((e) => e.id)).toEqual([
      ids.inside,
    ]);
  });

  it('tolerates a small typo where the database has trigrams (PostgreSQL), not on PGlite', async () => {
    const typo = (await eventsFor('q=Chiefz')).map((e) => e.id);
    expect(typo).toEqual(server.engine === 'postgres' ? [ids.inside] : []);
  });
});
