import { localDateOf } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { postRsvp, trpcQuery } from '../../testing/api-calls.js';
import { daysFromNow, insertChurch, insertEvent } from '../../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';

/*
 * What a visitor sees of a church that does not pay (docs/adr/0079): a church that never paid
 * shows no events anywhere; one that paid and stopped keeps what it published, until it passes.
 */

const server = useTestServer();
const PLACE = { city: 'Lubbock', state: 'TX', zip_code: '79401' };
const church = { paying: 0, lapsed: 0, neverPaid: 0 };
const event = { paying: 0, lapsed: 0, lapsedPast: 0, neverPaid: 0, neverPaidPast: 0 };
const DATE_ON = daysFromNow(3);
/** The events' own zone, named: a list by date reads the date in it. */
const ZONE = 'America/Chicago';

beforeAll(async () => {
  const { db } = server;
  church.paying = await insertChurch(db, { ...PLACE, status: 'active' });
  // A church that paid, then stopped: what Stripe's webhooks write, in that order.
  church.lapsed = await insertChurch(db, { ...PLACE, status: 'active' });
  await db
    .updateTable('churches')
    .set({ subscription_status: 'canceled' })
    .where('id', '=', church.lapsed)
    .execute();
  church.neverPaid = await insertChurch(db, { ...PLACE, status: 'incomplete' });

  event.paying = await insertEvent(db, church.paying, { datetime: daysFromNow(2), timezone: ZONE });
  event.lapsed = await insertEvent(db, church.lapsed, { datetime: DATE_ON, timezone: ZONE });
  event.lapsedPast = await insertEvent(db, church.lapsed, {
    datetime: daysFromNow(-3),
    timezone: ZONE,
  });
  // Written straight to the database: the API lets no church without a subscription host.
  event.neverPaid = await insertEvent(db, church.neverPaid, { datetime: DATE_ON, timezone: ZONE });
  event.neverPaidPast = await insertEvent(db, church.neverPaid, {
    datetime: daysFromNow(-2),
    timezone: ZONE,
  });
});

async function listed(query: string): Promise<number[]> {
  const response = await server.app.inject({ method: 'GET', url: `/api/events?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((e) => e.id);
}

async function status(path: string): Promise<number> {
  return (await server.app.inject({ method: 'GET', url: path })).statusCode;
}

async function eventCount(churchId: number): Promise<number> {
  const response = await server.app.inject({ method: 'GET', url: `/api/churches/${churchId}` });
  return (response.json() as { eventCount: number }).eventCount;
}

describe('a church that never paid', () => {
  it('shows no events in any list: by place, date, church or past', async () => {
    // The list reads a date in each event's own zone, not in UTC.
    const day = localDateOf(DATE_ON, ZONE);
    expect(await listed('city=Lubbock')).toEqual([event.paying, event.lapsed]);
    expect(await listed('zipCode=79401&state=TX')).toEqual([event.paying, event.lapsed]);
    expect(await listed(`city=Lubbock&date=${day}`)).toEqual([event.lapsed]);
    expect(await listed(`church=${church.neverPaid}`)).toEqual([]);
    expect(await listed('city=Lubbock&when=past')).toEqual([event.lapsedPast]);
    const trpc = await server.app.inject(trpcQuery('events.list', { city: 'Lubbock' }));
    expect(trpc.json().result.data.json.items.map((e: { id: number }) => e.id)).toEqual([
      event.paying,
      event.lapsed,
    ]);
  });

  it('has no event page, and its directory card counts nothing', async () => {
    expect(await status(`/api/events/${event.neverPaid}`)).toBe(404);
    expect(await status(`/api/events/${event.neverPaidPast}`)).toBe(404);
    const trpc = await server.app.inject(trpcQuery('events.byId', { id: event.neverPaid }));
    expect(trpc.statusCode).toBe(404);
    expect(await eventCount(church.neverPaid)).toBe(0);
  });

  it('takes no RSVP and no place in a waitlist for an event of it, however its id is known', async () => {
    const party = {
      attendeeName: 'Curious Family',
      attendeeEmail: 'curious@example.com',
      numberOfGuests: 2,
    };
    const rsvp = await postRsvp(server.app, event.neverPaid, party);
    expect(rsvp.statusCode).toBe(404);
    const waitlist = await server.app.inject({
      method: 'POST',
      url: `/api/events/${event.neverPaid}/waitlist`,
      payload: party,
    });
    expect(waitlist.statusCode).toBe(404);
    const counted = await server.db
      .selectFrom('rsvps')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('event_id', '=', event.neverPaid)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(0);
    expect((await postRsvp(server.app, event.lapsed, party)).statusCode).toBe(201);
  });

  it('still shows the church its own event page, to edit or cancel', async () => {
    const own = await signedInChurchUser(server.app, server.db, { churchId: church.neverPaid });
    const other = await signedInChurchUser(server.app, server.db, { churchId: church.paying });
    const asUser = (cookie: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/events/${event.neverPaid}`,
        cookies: withSession(cookie),
      });
    expect((await asUser(own.cookie)).statusCode).toBe(200);
    expect((await asUser(other.cookie)).statusCode).toBe(404);
  });

  it('goes live as soon as its subscription is active', async () => {
    const { db } = server;
    const late = await insertChurch(db, { ...PLACE, city: 'Amarillo', status: 'unpaid' });
    const waiting = await insertEvent(db, late, { datetime: daysFromNow(5) });
    expect(await listed('city=Amarillo')).toEqual([]);
    await db
      .updateTable('churches')
      .set({ subscription_status: 'active' })
      .where('id', '=', late)
      .execute();
    expect(await listed('city=Amarillo')).toEqual([waiting]);
    expect(await status(`/api/events/${waiting}`)).toBe(200);
    expect(await eventCount(late)).toBe(1);
  });
});

describe('a church that stopped paying', () => {
  it('keeps its published events, upcoming and past, with their pages and count', async () => {
    expect(await listed(`church=${church.lapsed}`)).toEqual([event.lapsed]);
    expect(await status(`/api/events/${event.lapsed}`)).toBe(200);
    expect(await status(`/api/events/${event.lapsedPast}`)).toBe(200);
    expect(await eventCount(church.lapsed)).toBe(1);
    expect(await eventCount(church.paying)).toBe(1);
  });
});
