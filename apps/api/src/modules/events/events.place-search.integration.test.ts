import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertChurch, insertEvent, linkUser } from '../../testing/fixtures.js';
import { registerThroughApi, withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';

/** Places as people type them: 'Austin, TX', 'Saint Louis' for St. Louis. */

const ids: Record<string, number> = {};

const server = useTestServer();
beforeAll(async () => {
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

async function idsFor(query: string) {
  const response = await server.app.inject({ method: 'GET', url: `/api/events?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((item) => item.id);
}

describe('GET /api/events by place', () => {
  it('narrows a city to a state', async () => {
    expect(await idsFor('city=Austin')).toEqual([ids.texas, ids.minnesota]);
    expect(await idsFor('city=Austin&state=TX')).toEqual([ids.texas]);
    expect(await idsFor('city=austin&state=mn')).toEqual([ids.minnesota]);
    expect(await idsFor('state=MO')).toEqual([ids.stLouis]);
  });

  it("reads a city sent as typed in the location box ('Austin, TX') as /events reads it", async () => {
    for (const city of ['Austin, TX', 'austin, texas', 'Austin TX', ' Austin,TX ']) {
      expect(await idsFor(`city=${encodeURIComponent(city)}`), city).toEqual([ids.texas]);
    }
    expect(await idsFor(`city=${encodeURIComponent('Austin, Minnesota')}`)).toEqual([
      ids.minnesota,
    ]);
    // A state given beside it that names another state: nothing is both.
    expect(await idsFor(`city=${encodeURIComponent('Austin, TX')}&state=MN`)).toEqual([]);
    // The same answer through tRPC.
    const input = encodeURIComponent(JSON.stringify({ json: { city: 'Austin, TX' } }));
    const trpc = await server.app.inject({
      method: 'GET',
      url: `/trpc/events.list?input=${input}`,
    });
    expect(trpc.json().result.data.json.items.map((e: { id: number }) => e.id)).toEqual([
      ids.texas,
    ]);
  });

  it('finds a city under its common spellings', async () => {
    for (const city of ['St. Louis', 'St Louis', 'Saint Louis', 'saint louis']) {
      expect(await idsFor(`city=${encodeURIComponent(city)}`), city).toEqual([ids.stLouis]);
    }
  });

  it('moves the events with their church, in the same transaction as the move', async () => {
    const churchId = await insertChurch(server.db, {
      name: 'Moving Church',
      city: 'Pflugerville',
      state: 'TX',
      zip_code: '78660',
    });
    const eventId = await insertEvent(server.db, churchId, { datetime: daysFromNow(4) });
    expect(await idsFor('city=Pflugerville')).toEqual([eventId]);
    expect(await idsFor('zipCode=78660')).toEqual([eventId]);

    // A move that fails half-way moves nothing.
    await expect(
      server.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('churches')
          .set({ city: 'Elgin' })
          .where('id', '=', churchId)
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await idsFor('city=Elgin')).toEqual([]);
    expect(await idsFor('city=Pflugerville')).toEqual([eventId]);

    const { user, cookie } = await registerThroughApi(server.app);
    await linkUser(server.db, user.id, churchId, 'owner');
    const moved = await server.app.inject({
      method: 'PUT',
      url: `/api/churches/${churchId}`,
      cookies: withSession(cookie),
      payload: {
        address: '1 New Street',
        city: 'Round Rock',
        state: 'TX',
        zipCode: '78664',
        phone: '512-555-0199',
        email: 'moved@example.org',
        capacity: 300,
        amenities: ['Parking'],
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    expect(await idsFor('city=Pflugerville')).toEqual([]);
    expect(await idsFor('zipCode=78660')).toEqual([]);
    expect(await idsFor('city=round%20rock')).toEqual([eventId]);
    expect(await idsFor('zipCode=78664')).toEqual([eventId]);
    expect(await idsFor('city=Round%20Rock&state=TX&when=upcoming')).toEqual([eventId]);
    // A new event of the moved church starts in its new place.
    const later = await insertEvent(server.db, churchId, { datetime: daysFromNow(5) });
    expect(await idsFor('zipCode=78664')).toEqual([eventId, later]);
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
