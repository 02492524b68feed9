import { describe, expect, it } from 'vitest';
import { postRsvp } from '../../testing/api-calls.js';
import { seatBook } from '../../testing/counts.js';
import { insertChurch, insertEvent } from '../../testing/fixtures.js';
import { inFlight } from '../../testing/in-flight.js';
import { useTestServer } from '../../testing/test-server.js';

/*
 * The capacity invariant under concurrent RSVPs. On PostgreSQL (TEST_DATABASE_URL, or a
 * container) the requests really run in parallel over the pool; embedded PGlite has one
 * connection, so there the same test runs smaller and checks that the invariant holds anyway.
 */

const server = useTestServer();

describe('concurrent RSVPs', () => {
  it('never take more seats than there are, and count exactly the accepted guests', async () => {
    const real = server.engine === 'postgres';
    const requests = real ? 200 : 40;
    const seats = real ? 50 : 20;
    const church = await insertChurch(server.db);
    const eventId = await insertEvent(server.db, church, { max_attendees: seats });

    const guestsOf = (i: number) => (i % 3) + 1;
    const responses = await inFlight(requests, (i) =>
      postRsvp(server.app, eventId, {
        attendeeName: `Guest ${i}`,
        attendeeEmail: `guest${i}@example.com`,
        numberOfGuests: guestsOf(i),
      }),
    );

    const accepted = responses.flatMap((response, i) => (response.statusCode === 201 ? [i] : []));
    const rejected = responses.filter((response) => response.statusCode !== 201);
    expect(accepted.length + rejected.length).toBe(requests);
    for (const response of rejected) {
      expect(response.statusCode, response.body).toBe(409);
      expect(['EVENT_FULL', 'NOT_ENOUGH_SPOTS']).toContain(response.json().error);
    }

    const acceptedGuests = accepted.reduce((sum, i) => sum + guestsOf(i), 0);
    const book = await seatBook(server.db, eventId);
    expect(book.current_attendees).toBeLessThanOrEqual(seats);
    expect(book.current_attendees).toBe(acceptedGuests);
    expect(book.rsvps).toHaveLength(accepted.length);
    expect(book.guests).toBe(acceptedGuests);
    // A one-guest request is refused only when no seat is left, so the event ends up full.
    expect(book.current_attendees).toBe(seats);

    const notifications = await server.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(Number(notifications.n)).toBe(accepted.length);
  });
});
