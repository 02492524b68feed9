import { beforeAll, describe, expect, it } from 'vitest';
import { postRsvp, rsvpThroughApi } from '../../testing/api-calls.js';
import { seatBook, seatsTaken } from '../../testing/counts.js';
import { insertEvent } from '../../testing/fixtures.js';
import { withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';
import { type DashboardWorld, dashboardWorld } from './dashboard.fixtures.js';

/*
 * Removals racing each other and racing new RSVPs. On PostgreSQL the requests run in parallel
 * over the pool; on embedded PGlite (one connection) the same checks hold on a smaller run.
 */

let world: DashboardWorld;

const server = useTestServer();
beforeAll(async () => {
  world = await dashboardWorld(server.app, server.db);
});

const remove = (rsvpId: number) =>
  server.app.inject({
    method: 'DELETE',
    url: `/api/rsvps/${rsvpId}`,
    cookies: withSession(world.own.cookie),
  });

describe('removing RSVPs concurrently', () => {
  it('gives the seats of one RSVP back once, however many removals race', async () => {
    const eventId = await insertEvent(server.db, world.own.churchId, {
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
    const eventId = await insertEvent(server.db, world.own.churchId, {
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
      postRsvp(server.app, eventId, {
        attendeeName: `Visitor ${i}`,
        attendeeEmail: `race${i}x${eventId}@example.com`,
        numberOfGuests: 1 + (i % 2),
      }),
    );
    const removals = spamIds.map((id) => remove(id));
    const results = await Promise.all([...removals, ...visitors]);
    for (const response of results.slice(0, spam)) expect(response.statusCode).toBe(200);
    for (const response of results.slice(spam)) expect([201, 409]).toContain(response.statusCode);

    const { current_attendees: taken, guests } = await seatBook(server.db, eventId);
    expect(taken).toBe(guests);
    expect(taken).toBeGreaterThanOrEqual(0);
    expect(taken).toBeLessThanOrEqual(60);
  });
});
