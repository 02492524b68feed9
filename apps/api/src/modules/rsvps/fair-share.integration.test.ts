import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeAll, describe, expect, it } from 'vitest';
import { postRsvp } from '../../testing/api-calls.js';
import { seatsTaken } from '../../testing/counts.js';
import { insertChurchWithUser, insertEvent } from '../../testing/fixtures.js';
import { useTestServer } from '../../testing/test-server.js';

/*
 * Issue 28, item 4: one client cannot hold more than a fair share of a date's seats without
 * proving more, while five families on one church's Wi-Fi pass without friction. Real HTTP, each
 * "client" a socket address of its own.
 */

const server = useTestServer();
let churchId: number;
beforeAll(async () => {
  ({ churchId } = await insertChurchWithUser(server.db));
});

let sequence = 0;
const party = (guests: number) => ({
  attendeeName: 'Made Up',
  attendeeEmail: `made.up${++sequence}@example.com`,
  numberOfGuests: guests,
});

/** What the event page does on 428: fetch a challenge for the event and solve it. */
async function proofFor(eventId: number, from: string): Promise<string> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/events/${eventId}/rsvp-challenge`,
    remoteAddress: from,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toContain('no-store');
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('no squatting', () => {
  it('lets five families on one Wi-Fi address RSVP without friction', async () => {
    const eventId = await insertEvent(server.db, churchId, { max_attendees: 100 });
    const wifi = '203.0.113.7';
    for (let family = 0; family < 5; family++) {
      const response = await postRsvp(server.app, eventId, party(6), wifi);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await seatsTaken(server.db, eventId)).toBe(30);
  });

  it('keeps one address from filling a 100-seat date with ten parties of ten', async () => {
    const eventId = await insertEvent(server.db, churchId, { max_attendees: 100 });
    const squatter = '198.51.100.23';
    const answers = [];
    for (let i = 0; i < 10; i++) {
      answers.push((await postRsvp(server.app, eventId, party(10), squatter)).statusCode);
    }
    // Three parties pass; the rest need a proof of work the script does not bring.
    expect(answers).toEqual([201, 201, 201, 428, 428, 428, 428, 428, 428, 428]);
    expect(await seatsTaken(server.db, eventId)).toBe(30);

    // With proofs, one party each, up to half the date; never beyond, proof or not.
    for (const expected of [201, 201, 429]) {
      const response = await postRsvp(
        server.app,
        eventId,
        { ...party(10), proofOfWork: await proofFor(eventId, squatter) },
        squatter,
      );
      expect(response.statusCode, response.body).toBe(expected);
    }
    expect(await seatsTaken(server.db, eventId)).toBe(50);
    // Everyone else still gets in.
    expect((await postRsvp(server.app, eventId, party(4))).statusCode).toBe(201);
  });

  it('spends each proof once, and refuses a proof made for another event', async () => {
    const eventId = await insertEvent(server.db, churchId, { max_attendees: 100 });
    const other = await insertEvent(server.db, churchId, { max_attendees: 100 });
    const from = '198.51.100.99';
    for (let i = 0; i < 3; i++) await postRsvp(server.app, eventId, party(10), from);
    const proof = await proofFor(eventId, from);
    const used = await postRsvp(server.app, eventId, { ...party(2), proofOfWork: proof }, from);
    expect(used.statusCode, used.body).toBe(201);
    const again = await postRsvp(server.app, eventId, { ...party(2), proofOfWork: proof }, from);
    expect(again.statusCode).toBe(428);
    expect(again.json()).toMatchObject({ error: 'CHALLENGE_REQUIRED' });
    const elsewhere = await postRsvp(
      server.app,
      eventId,
      { ...party(2), proofOfWork: await proofFor(other, from) },
      from,
    );
    expect(elsewhere.statusCode).toBe(428);
  });

  it('counts places in line against the same share', async () => {
    const eventId = await insertEvent(server.db, churchId, { max_attendees: 100 });
    const from = '198.51.100.150';
    for (let i = 0; i < 3; i++) await postRsvp(server.app, eventId, party(10), from);
    for (let i = 0; i < 7; i++) await postRsvp(server.app, eventId, party(10));
    // The date is full: joining its line from the same address is past the free share too.
    const join = (remoteAddress: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/waitlist`,
        payload: party(2),
        remoteAddress,
      });
    expect((await join(from)).statusCode).toBe(428);
    // From another address the line is open.
    const elsewhere = await join('192.0.2.44');
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });
});
