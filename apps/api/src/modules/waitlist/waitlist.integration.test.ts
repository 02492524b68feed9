import { beforeAll, describe, expect, it } from 'vitest';
import { postRsvp, visitorAddress } from '../../testing/api-calls.js';
import { daysFromNow, eventPayload, insertEvent } from '../../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { useMailTestServer } from '../../testing/mail-server.js';
import { waitFor } from '../../testing/wait.js';
import { passOnLapsedOffers } from './waitlist-offers.js';

/*
 * Issue 28, items 1 and 2: a full date keeps a queue of parties, freed seats are offered in
 * order at once by mail, claimed with the link, and passed on when the offer runs out. Real
 * HTTP, real PostgreSQL, real SMTP.
 */

const server = useMailTestServer();
let owner: { churchId: number; cookie: string };
let otherChurch: { churchId: number; cookie: string };
beforeAll(async () => {
  owner = await signedInChurchUser(server.app, server.db);
  otherChurch = await signedInChurchUser(server.app, server.db);
});

let sequence = 0;
const nextEmail = (who: string) => `${who}${++sequence}@example.com`;

const fullEvent = (maxAttendees: number, datetime = daysFromNow(10)) =>
  insertEvent(server.db, owner.churchId, { max_attendees: maxAttendees, datetime });

/** An RSVP through the API; its private link's token, read from the confirmation. */
async function rsvp(eventId: number, guests: number) {
  const email = nextEmail('going');
  const response = await postRsvp(server.app, eventId, {
    attendeeName: 'Going Guest',
    attendeeEmail: email,
    numberOfGuests: guests,
  });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await mailTo(email, "You're going");
  return { email, token: linkIn(mail.text, 'manage-rsvp') };
}

function join(eventId: number, guests: number, email = nextEmail('waiting')) {
  return server.app
    .inject({
      method: 'POST',
      url: `/api/events/${eventId}/waitlist`,
      payload: { attendeeName: 'Waiting Family', attendeeEmail: email, numberOfGuests: guests },
      remoteAddress: visitorAddress(),
    })
    .then((response) => ({ response, email }));
}

/** Joins, and reads the private link from the mail that says so. */
async function joined(eventId: number, guests: number) {
  const { response, email } = await join(eventId, guests);
  expect(response.statusCode, response.body).toBe(201);
  const mail = await mailTo(email, "You're on the waitlist");
  return { email, token: linkIn(mail.text, 'waitlist'), position: response.json().position };
}

function mailTo(address: string, subjectStart: string) {
  return waitFor(`"${subjectStart}" to ${address}`, () =>
    server.smtp
      .to(address)
      .map((received) => received.mail)
      .find((mail) => mail.subject?.startsWith(subjectStart)),
  );
}

const mailsTo = (address: string, subjectStart: string) =>
  server.smtp.to(address).filter((received) => received.mail.subject?.startsWith(subjectStart));

function linkIn(text: string | undefined, page: 'manage-rsvp' | 'waitlist'): string {
  const token = new RegExp(`/${page}/([\\w-]+)`).exec(text ?? '')?.[1];
  if (!token) throw new Error(`no /${page}/ link in ${text}`);
  return token;
}

const post = (url: string, token: string) =>
  server.app.inject({ method: 'POST', url, payload: { token } });
const openPlace = (token: string) => post('/api/waitlist/manage', token);
const cancelRsvp = (token: string) => post('/api/rsvps/manage/cancel', token);

async function seats(eventId: number) {
  const response = await server.app.inject({ method: 'GET', url: `/api/events/${eventId}` });
  const event = response.json();
  return { spotsLeft: event.spotsLeft, waitingCount: event.waitingCount };
}

/** The date's seats as the database counts them: nothing may pass max attendees. */
async function counted(eventId: number) {
  const row = await server.db
    .selectFrom('occurrence_seats')
    .innerJoin('events', 'events.id', 'occurrence_seats.event_id')
    .select(['taken', 'held', 'waiting', 'max_attendees'])
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row;
}

describe('a waitlist for parties', () => {
  it('takes parties once a date is full, gives each its place, and shows "waiting" to all', async () => {
    const eventId = await fullEvent(10);
    await rsvp(eventId, 8);
    // A party larger than the two seats left waits; so does everyone after it.
    const family = await joined(eventId, 4);
    expect(family.position).toBe(1);
    const couple = await joined(eventId, 2);
    expect(couple.position).toBe(2);
    expect(await seats(eventId)).toEqual({ spotsLeft: 0, waitingCount: 2 });

    // The two seats are the family's first: a newcomer cannot RSVP past the line.
    const late = await postRsvp(server.app, eventId, {
      attendeeName: 'Late',
      attendeeEmail: nextEmail('late'),
      numberOfGuests: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('EVENT_FULL');

    const place = await openPlace(couple.token);
    expect(place.statusCode, place.body).toBe(200);
    expect(place.json()).toMatchObject({
      status: 'waiting',
      position: 2,
      offeredUntil: null,
      party: { numberOfGuests: 2 },
      event: { id: eventId },
    });
  });

  it('refuses to queue a party that fits the seats open: it should RSVP', async () => {
    const eventId = await fullEvent(10);
    await rsvp(eventId, 5);
    const { response } = await join(eventId, 5);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'SEATS_AVAILABLE' });
    expect(await seats(eventId)).toEqual({ spotsLeft: 5, waitingCount: 0 });
  });

  it('answers an address already in line as a newcomer, and mails it its link again', async () => {
    const eventId = await fullEvent(2);
    await rsvp(eventId, 2);
    const first = await joined(eventId, 1);
    await joined(eventId, 1);
    const again = await join(eventId, 3, first.email);
    expect(again.response.statusCode).toBe(201);
    expect(again.response.json()).toMatchObject({ position: 3, numberOfGuests: 3 });
    await mailTo(first.email, 'Your place on the waitlist');
    // Still one party of one, first in line.
    const place = await openPlace(first.token);
    expect(place.statusCode).toBe(404); // its old link was replaced by the one just mailed
    const mail = await mailTo(first.email, 'Your place on the waitlist');
    const fresh = await openPlace(linkIn(mail.text, 'waitlist'));
    expect(fresh.json()).toMatchObject({ position: 1, party: { numberOfGuests: 1 } });
  });
});

describe('freed seats are offered at once, fairly', () => {
  it('offers a cancelled party’s seats to the first in line, who claims them with the link', async () => {
    const eventId = await fullEvent(6);
    const going = await rsvp(eventId, 4);
    await rsvp(eventId, 2);
    const family = await joined(eventId, 3);
    const couple = await joined(eventId, 2);

    expect((await cancelRsvp(going.token)).statusCode).toBe(200);
    const offer = await mailTo(family.email, 'Seats for you');
    expect(offer.text).toMatch(/3 seats opened up/);
    expect(offer.text).toMatch(/Claim them by /);
    // The one seat left over is not enough for the couple: it waits, the seat stays free.
    expect(await counted(eventId)).toMatchObject({ taken: 2, held: 3, waiting: 1 });
    expect(mailsTo(couple.email, 'Seats for you')).toHaveLength(0);

    const offerToken = linkIn(offer.text, 'waitlist');
    const place = await openPlace(offerToken);
    expect(place.json()).toMatchObject({ status: 'offered', position: 1 });
    expect(new Date(place.json().offeredUntil).getTime()).toBeGreaterThan(Date.now());

    const claim = await post('/api/waitlist/claim', offerToken);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toMatchObject({ eventId, numberOfGuests: 3 });
    await mailTo(family.email, "You're going");
    expect(await counted(eventId)).toMatchObject({ taken: 5, held: 0, waiting: 1 });
    // The claiming link now manages the RSVP; a second claim finds nothing.
    const managed = await post('/api/rsvps/manage', offerToken);
    expect(managed.json()).toMatchObject({ rsvp: { numberOfGuests: 3 } });
    expect((await post('/api/waitlist/claim', offerToken)).statusCode).toBe(404);
    expect((await openPlace(couple.token)).json()).toMatchObject({ position: 1 });
  });

  it('keeps the family first in line until enough seats are free, then offers them', async () => {
    const eventId = await fullEvent(6);
    const a = await rsvp(eventId, 2);
    const b = await rsvp(eventId, 2);
    await rsvp(eventId, 2);
    const family = await joined(eventId, 4);
    const couple = await joined(eventId, 2);

    await cancelRsvp(a.token);
    // Two seats: the couple fits, but the family is ahead and the date is days away.
    expect(await counted(eventId)).toMatchObject({ taken: 4, held: 0, waiting: 2 });
    await cancelRsvp(b.token);
    await mailTo(family.email, 'Seats for you');
    expect(mailsTo(couple.email, 'Seats for you')).toHaveLength(0);
    expect(await counted(eventId)).toMatchObject({ taken: 2, held: 4, waiting: 1 });
  });

  it('in the last two hours, gives seats the first party cannot use to the next that fits', async () => {
    const eventId = await fullEvent(4, new Date(Date.now() + 90 * 60_000));
    const a = await rsvp(eventId, 2);
    await rsvp(eventId, 2);
    const family = await joined(eventId, 4);
    const couple = await joined(eventId, 2);

    await cancelRsvp(a.token);
    const offer = await mailTo(couple.email, 'Seats for you');
    expect(mailsTo(family.email, 'Seats for you')).toHaveLength(0);
    // A quarter of an hour to claim, so close to the start.
    const until = new Date((await openPlace(linkIn(offer.text, 'waitlist'))).json().offeredUntil);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('passes an offer that ran out to the next party, and tells the one that missed it', async () => {
    const eventId = await fullEvent(2);
    const going = await rsvp(eventId, 2);
    const first = await joined(eventId, 2);
    const second = await joined(eventId, 2);
    await cancelRsvp(going.token);
    const offer = await mailTo(first.email, 'Seats for you');

    // Time passes: the offer's hold ends, and the sweep that runs every second finds it.
    await server.db
      .updateTable('waitlist_entries')
      .set({ offered_until: new Date(Date.now() - 1000) })
      .where('status', '=', 'offered')
      .where('event_id', '=', eventId)
      .execute();
    await mailTo(first.email, 'Your held seats have passed on');
    await mailTo(second.email, 'Seats for you');
    const missed = await post('/api/waitlist/claim', linkIn(offer.text, 'waitlist'));
    expect(missed.statusCode).toBe(409);
    expect(missed.json().error).toBe('OFFER_NOT_OPEN');
    expect((await openPlace(first.token)).json()).toMatchObject({
      status: 'expired',
      position: null,
    });
    expect(await counted(eventId)).toMatchObject({ taken: 0, held: 2, waiting: 0 });

    // Joining again puts the party at the back.
    const back = await join(eventId, 2, first.email);
    expect(back.response.json()).toMatchObject({ position: 2 });
  });

  it("lets go of held seats when their party RSVP'd meanwhile, and says so on the claim", async () => {
    const eventId = await fullEvent(4);
    const a = await rsvp(eventId, 2);
    const b = await rsvp(eventId, 2);
    const family = await joined(eventId, 2);
    await cancelRsvp(a.token);
    const offer = await mailTo(family.email, 'Seats for you');
    await cancelRsvp(b.token);
    // Nobody else waits, so two seats are open: the family RSVPs directly with its address.
    const direct = await postRsvp(server.app, eventId, {
      attendeeName: 'Waiting Family',
      attendeeEmail: family.email,
      numberOfGuests: 1,
    });
    expect(direct.statusCode, direct.body).toBe(201);
    const claim = await post('/api/waitlist/claim', linkIn(offer.text, 'waitlist'));
    expect(claim.statusCode).toBe(409);
    expect(claim.json().error).toBe('ALREADY_GOING');
    expect(await counted(eventId)).toMatchObject({ taken: 1, held: 0, waiting: 0 });
  });

  it('offers nothing once the date has started: an offer running out then passes to nobody', async () => {
    const startsAt = new Date(Date.now() + 60 * 60_000);
    const eventId = await fullEvent(2, startsAt);
    const going = await rsvp(eventId, 2);
    const first = await joined(eventId, 2);
    const second = await joined(eventId, 2);
    await cancelRsvp(going.token);
    await mailTo(first.email, 'Seats for you');
    // Kickoff is past (the sweep's clock moved on): the lapsed offer is told, nothing is offered.
    const afterKickoff = new Date(startsAt.getTime() + 60_000);
    await passOnLapsedOffers(server.db, { publicUrl: 'http://huddle.test', now: afterKickoff });
    await mailTo(first.email, 'Your held seats have passed on');
    await server.jobs.sweep();
    expect(mailsTo(second.email, 'Seats for you')).toHaveLength(0);
    expect(await counted(eventId)).toMatchObject({ held: 0, waiting: 1 });
  });

  it('offers seats on when a party holding an offer leaves, and when the church adds seats', async () => {
    const eventId = await fullEvent(2);
    const going = await rsvp(eventId, 2);
    const first = await joined(eventId, 2);
    const second = await joined(eventId, 2);
    const third = await joined(eventId, 2);
    await cancelRsvp(going.token);
    await mailTo(first.email, 'Seats for you');

    expect((await post('/api/waitlist/leave', first.token)).statusCode).toBe(200);
    await mailTo(second.email, 'Seats for you');
    expect((await openPlace(first.token)).statusCode).toBe(404);

    const { datetime, timezone } = (
      await server.app.inject({ method: 'GET', url: `/api/events/${eventId}` })
    ).json();
    const edit = await server.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      cookies: withSession(owner.cookie),
      payload: eventPayload(owner.churchId, { datetime, timezone, maxAttendees: 4 }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await mailTo(third.email, 'Seats for you');
    expect(await counted(eventId)).toMatchObject({ taken: 0, held: 4, waiting: 0 });
  });

  it('lets the church see the line and offer seats by hand, never more than are free', async () => {
    const eventId = await fullEvent(4);
    const a = await rsvp(eventId, 2);
    await rsvp(eventId, 2);
    const family = await joined(eventId, 4);
    const couple = await joined(eventId, 2);
    await cancelRsvp(a.token);

    const line = await server.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/waitlist`,
      cookies: withSession(owner.cookie),
    });
    expect(line.statusCode, line.body).toBe(200);
    const items = line.json().items;
    expect(items.map((p: { attendeeEmail: string; position: number }) => p.attendeeEmail)).toEqual([
      family.email,
      couple.email,
    ]);
    expect(line.headers['cache-control']).toContain('no-store');
    const [familyId, coupleId] = items.map((p: { id: number }) => p.id);

    const offer = (id: number, cookie: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/waitlist/${id}/offer`,
        cookies: withSession(cookie),
        headers: { origin: 'http://huddle.test' },
      });
    // Another church sees nothing of it and can offer nothing.
    expect((await offer(coupleId, otherChurch.cookie)).statusCode).toBe(403);
    const otherLine = await server.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/waitlist`,
      cookies: withSession(otherChurch.cookie),
    });
    expect(otherLine.statusCode).toBe(403);

    const tooMany = await offer(familyId, owner.cookie);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ error: 'NOT_ENOUGH_SPOTS' });
    expect(tooMany.json().message).toMatch(/Only 2 seats are free/);

    const byHand = await offer(coupleId, owner.cookie);
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json()).toMatchObject({ status: 'offered', position: 2 });
    await mailTo(couple.email, 'Seats for you');
    expect((await offer(coupleId, owner.cookie)).json().error).toBe('ALREADY_OFFERED');
  });
});

describe('when the church cancels', () => {
  it('tells the parties waiting for the date that their place ends with it', async () => {
    const eventId = await fullEvent(2);
    await rsvp(eventId, 2);
    const waiting = await joined(eventId, 2);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/events/${eventId}`,
      cookies: withSession(owner.cookie),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const mail = await mailTo(waiting.email, 'Cancelled:');
    expect(mail.text).toMatch(/you were on the waitlist for\. Your place in line ends with it/);
    expect((await openPlace(waiting.token)).statusCode).toBe(404);
  });
});

describe('under races', () => {
  it('never offers one seat twice nor oversells, with cancellations and claims at once', async () => {
    const eventId = await fullEvent(12);
    const going = [];
    for (let i = 0; i < 6; i++) going.push(await rsvp(eventId, 2));
    const waiting = [];
    for (let i = 0; i < 8; i++) waiting.push(await joined(eventId, 1 + (i % 2)));

    // Every RSVP cancels at once, and each party claims as soon as its offer arrives.
    await Promise.all(going.map((g) => cancelRsvp(g.token)));
    const offers = await Promise.all(
      waiting.map((w) => mailTo(w.email, 'Seats for you').then((m) => linkIn(m.text, 'waitlist'))),
    );
    const claims = await Promise.all(offers.map((token) => post('/api/waitlist/claim', token)));
    expect(claims.map((c) => c.statusCode)).toEqual(offers.map(() => 200));

    const row = await counted(eventId);
    // 8 parties of 1 and 2 people: 12 seats, all claimed, nobody left waiting, none held.
    expect(row).toMatchObject({ taken: 12, held: 0, waiting: 0, max_attendees: 12 });
    for (const w of waiting) expect(mailsTo(w.email, 'Seats for you')).toHaveLength(1);
  });
});
