import { describe, expect, it } from 'vitest';
import { postRsvp } from '../../testing/api-calls.js';
import { seatBook } from '../../testing/counts.js';
import { insertChurch, insertEvent } from '../../testing/fixtures.js';
import { inFlight, RACING } from '../../testing/in-flight.js';
import { useTestServer } from '../../testing/test-server.js';
import { manage, rsvpWithLink } from './rsvp-manage.fixtures.js';

/*
 * The capacity invariant with changes through links racing new RSVPs: on PostgreSQL
 * (TEST_DATABASE_URL) the requests really run in parallel over the pool; on embedded PGlite
 * (one connection) the same test runs smaller and checks the invariant anyway.
 */

const server = useTestServer();

const books = (eventId: number) => seatBook(server.db, eventId);

describe('changes through links racing new RSVPs', () => {
  it('never oversell, never go below zero, and keep the seats equal to the guests booked', async () => {
    const real = server.engine === 'postgres';
    const holders = real ? 24 : 8;
    const newcomers = real ? 120 : 24;
    const seats = real ? 80 : 24;
    const church = await insertChurch(server.db);
    const eventId = await insertEvent(server.db, church, { max_attendees: seats });
    const links = [];
    for (let i = 0; i < holders; i++)
      links.push(await rsvpWithLink(server.app, server.db, eventId, 2));
    const booked = await books(eventId);
    expect(booked.current_attendees).toBe(2 * holders);

    // Every holder changes their mind at once from three tabs: more guests, fewer, cancel.
    const changes = links.flatMap((link) => [
      () => manage(server.app, 'guests', { token: link.token, numberOfGuests: 5 }),
      () => manage(server.app, 'guests', { token: link.token, numberOfGuests: 1 }),
      () => manage(server.app, 'cancel', { token: link.token }),
    ]);
    const arrive = (i: number) =>
      postRsvp(server.app, eventId, {
        attendeeName: `Newcomer ${i}`,
        attendeeEmail: `newcomer${i}@example.com`,
        numberOfGuests: (i % 3) + 1,
      });
    // Half the racing requests change RSVPs while the other half arrive.
    const [changed, arrived] = await Promise.all([
      inFlight(changes.length, (i) => changes[i]!(), RACING / 2),
      inFlight(newcomers, arrive, RACING / 2),
    ]);

    for (const response of changed) {
      // A raise may find the seats gone (409); a cancel racing a change from another tab may
      // find the RSVP gone (404). Nothing else, and never a 500.
      expect([200, 404, 409], response.body).toContain(response.statusCode);
    }
    for (const response of arrived) {
      expect([201, 409], response.body).toContain(response.statusCode);
    }
    const after = await books(eventId);
    expect(after.current_attendees).toBe(after.guests);
    expect(after.current_attendees).toBeLessThanOrEqual(seats);
    expect(after.current_attendees).toBeGreaterThanOrEqual(0);
    expect(arrived.filter((response) => response.statusCode === 201).length).toBe(
      after.rsvps.length - links.filter((link) => after.rsvps.some((r) => r.id === link.id)).length,
    );
    // Every cancel that answered 200 removed its RSVP; the others kept theirs.
    links.forEach((link, i) => {
      const cancelled = changed[i * 3 + 2]!.statusCode === 200;
      expect(after.rsvps.some((r) => r.id === link.id)).toBe(!cancelled);
    });
  });
});
