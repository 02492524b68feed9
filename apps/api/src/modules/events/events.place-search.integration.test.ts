import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  daysFromNow,
  insertChurch,
  insertEvent,
  startTestServer,
  type TestServer,
} from './events.fixtures.js';

/** Places as people type them: 'Austin, TX', 'Saint Louis' for St. Louis. */

let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server;
  const austinTx = await insertChurch(db, {
    name: 'Austin TX Church',
    city: 'Austin',
    state: 'TX',
  });
  const austinMn = await insertChurch(db, {
    name: 'Austin MN Church',
    city: 'Austin',
    state: 'MN',
  });
  const stLouis = await insertChurch(db, {
    name: 'Gateway Church',
    city: 'St. Louis',
    state: 'MO',
  });
  ids.texas = await insertEvent(db, austinTx, { datetime: daysFromNow(1) });
  ids.minnesota = await insertEvent(db, austinMn, { datetime: daysFromNow(2) });
  ids.stLouis = await insertEvent(db, stLouis, { datetime: daysFromNow(3) });
});
afterAll(() => server.close());

async function idsFor(query: string) {
  const response = await server.app.inject({ method: 'GET', url: `/api/events?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { id: number }[]).map((item) => item.id);
}

describe('GET /api/events by place', () => {
  it('narrows a city to a state', async () => {
    expect(await idsFor('city=Austin')).toEqual([ids.texas, ids.minnesota]);
    expect(await idsFor('city=Austin&state=TX')).toEqual([ids.texas]);
    expect(await idsFor('city=austin&state=mn')).toEqual([ids.minnesota]);
    expect(await idsFor('state=MO')).toEqual([ids.stLouis]);
  });

  it('finds a city under its common spellings', async () => {
    for (const city of ['St. Louis', 'St Louis', 'Saint Louis', 'saint louis']) {
      expect(await idsFor(`city=${encodeURIComponent(city)}`), city).toEqual([ids.stLouis]);
    }
  });

  it('refuses a state that is not one', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/events?city=Austin&state=XX',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('state');
  });
});
