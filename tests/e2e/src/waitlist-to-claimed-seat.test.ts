import { localToInstant } from '@huddle/domain';
import { expect, it } from 'vitest';
import { demoChurchId } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage, PHONE } from './browser.js';
import { useJourney } from './journey.js';
import { startAppWithMail } from './mail-app.js';

const journey = useJourney(() => startAppWithMail());

const TITLE = 'Packed House Watch Party';

/** A one-off watch party of the demo church with four seats, far enough ahead to stay open. */
async function smallParty() {
  const { db } = journey.app;
  const row = await db
    .insertInto('events')
    .values({
      title: TITLE,
      description: 'Four seats on the couch, and a waitlist for the rest.',
      game_details: 'The late game',
      sport: 'NFL',
      datetime: localToInstant('2031-10-12', '19:00', 'America/Chicago'),
      timezone: 'America/Chicago',
      church_id: await demoChurchId(db),
      max_attendees: 4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An RSVP as the event page sends it; its private link, from the confirmation mail. */
async function rsvpForFour(eventId: number, email: string) {
  const { baseURL } = journey.app;
  const response = await fetch(`${baseURL}/api/events/${eventId}/rsvp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ attendeeName: 'Full Couch', attendeeEmail: email, numberOfGuests: 4 }),
  });
  expect(response.status).toBe(201);
  const mail = await journey.app.mailTo(email, `You're going: ${TITLE}`);
  return /\/manage-rsvp\/([\w-]+)/.exec(mail.mail.text ?? '')?.[1] ?? '';
}

it('a visitor joins a full event’s waitlist on her phone, is offered the freed seats and claims them', async () => {
  const id = await smallParty();
  const couch = await rsvpForFour(id, 'full.couch@example.com');
  const email = 'wanda.waits@example.com';

  // The event is full: the RSVP button says so, and the waitlist is the way in.
  const visitor = await newPage(journey.browser, journey.app.baseURL, PHONE);
  await visitor.goto(`/events/${id}`);
  await visitor.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  await visitor.getByText('No one is waiting yet', { exact: false }).waitFor();
  expect(await visitor.getByRole('button', { name: 'Event Full' }).isDisabled()).toBe(true);
  // The phone's sticky bar takes her to the waitlist's button in the RSVP card.
  await visitor
    .getByRole('region', { name: 'RSVP' })
    .getByRole('button', { name: 'Join Waitlist' })
    .click();
  await expect
    .poll(() => visitor.evaluate(() => document.activeElement?.id.endsWith('-waitlist')))
    .toBe(true);
  await visitor.keyboard.press('Enter');
  const form = visitor.getByRole('form', { name: 'Join the waitlist' });
  await form.getByLabel('Full Name').fill('Wanda Waits');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('How many people').fill('2');
  await form.getByRole('button', { name: 'Join Waitlist' }).click();
  await visitor.getByRole('heading', { name: "You're number 1 on the waitlist" }).waitFor();
  await expectAccessible(visitor, 'the event page after joining its waitlist');
  await journey.app.mailTo(email, `You're on the waitlist: ${TITLE}`);

  // Someone cancels: the freed seats are offered to her at once, by mail.
  const cancelled = await fetch(`${journey.app.baseURL}/api/rsvps/manage/cancel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: journey.app.baseURL },
    body: JSON.stringify({ token: couch }),
  });
  expect(cancelled.status).toBe(200);
  const offer = await journey.app.mailTo(email, `Seats for you: ${TITLE}`);
  const link = /Claim your seats: (\S+)/.exec(offer.mail.text ?? '')?.[1];
  expect(link).toBeDefined();

  // The link shows the held seats; one button claims them, and the RSVP is hers.
  await visitor.goto(link!);
  await visitor.getByRole('heading', { name: '2 seats held for you' }).waitFor();
  await expectAccessible(visitor, 'the waitlist page with seats held');
  await visitor.getByRole('button', { name: 'Claim my seats' }).click();
  await visitor.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  await visitor.getByText('Your RSVP', { exact: true }).waitFor();
  await journey.app.mailTo(email, `You're going: ${TITLE}`);
});
