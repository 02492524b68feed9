import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSession } from '../../testing/http-session.js';
import { insertEvent, startTestServer, type TestServer } from '../events/events.fixtures.js';
import {
  type DashboardWorld,
  dashboardWorld,
  rsvpThroughApi,
  seatsTaken,
} from './dashboard.fixtures.js';

/*
 * Removals racing each other and racing new RSVPs. On PostgreSQL the requests run in parallel
 * over the pool; on embedded PGlite (one connection) the same checks hold on a smaller run.
 */

let server: TestServer;
let world: DashboardWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await dashboardWorld(server.app, server.db);
});
afterAll(() => server.close());

const remove = (rsvpId: number) =>
  server.app.inject({
    method: 'DELETE',
    url: `/api/rsvps/${rsvpId}`,
    cookies: withSession(world.own.cookie),
  });

async function storedGuests(eventId: number): Promise<number> {
  const row = await server.db
    .selectFrom('rsvps')
    .select(sql<string>`coalesce(sum(number_of_guests), 0)`.as('sum'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

describe('removing RSVPs concurrently', () => {
  it('gives the seats of one RSVP back once, however many removals race', async () => {
    const eventId = await insertEvent(server.db, world.own.churchId as number, {
      max_attendees: 20,
    });
    const { rsvpId } = await rsvpThroughApi(server.app, server.db, eventId, { numberOfGuests: 3 });
    await rsvpThroughApi(server.app, server.db, eventId, { numberOfGuests: 1 });
    const responses = await Promise.all(Array.from({ length: 8 }, () => remove(rsvpId)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
    expect(await seatsTaken(server.db, eventId)).toBe(1);
  });

  it('keeps the seat count equal to the guests of the RSVPs left while RSVPs and removals race', async () => {
    const real = server.engine === 'postgres';
    const spam = real ? 30 : 10;
    const eventId = await insertEvent(server.db, world.own.churchId as number, {
      max_attendees: 60,
    });
    const spamIds: number[] = [];
    for (let i = 0; i < spam; i += 1) {
      spamIds.push(
        (await rsvpThroughApi(server.app, server.db, eventId, { numberOfGuests: 2 })).rsvpId,
      );
    }
    // The event is full; as removals free seats, visitors take them.
    const visitors = Array.from({ length: spam }, (_, i) =>
      server.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/rsvp`,
        payload: {
          attendeeName: `Visitor ${i}`,
          attendeeEmail: `race${i}x${eventId}@example.com`,
          numberOfGuests: 1 + (i % 2),
        },
      }),
    );
    const removals = spamIds.map((id) => remove(id));
    const results = await Promise.all([...removals, ...visitors]);
    for (const response of results.slice(0, spam)) expect(response.statusCode).toBe(200);
    for (const response of results.slice(spam)) expect([201, 409]).toContain(response.statusCode);

    const taken = await seatsTaken(server.db, eventId);
    expect(taken).toBe(await storedGuests(eventId));
    expect(taken).toBeGreaterThanOrEqual(0);
    expect(taken).toBeLessThanOrEqual(60);
  });
});
