import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { demoChurchEvents, seatsTaken } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage, PHONE } from './browser.js';
import { useJourney } from './journey.js';
import { startAppWithMail } from './mail-app.js';
import { fitsWidth, rsvpOnEventPage, signIn } from './steps.js';

const journey = useJourney(startAppWithMail);

/** An upcoming one-off event of the demo church user's church with room for a party of two. */
async function demoChurchEvent() {
  return demoChurchEvents(journey.app.db)
    .innerJoin('churches', 'churches.id', 'events.church_id')
    .select([
      'events.id',
      'events.title',
      'events.current_attendees',
      'churches.email as church_email',
      'churches.name as church_name',
    ])
    .where('events.is_recurring', '=', false)
    .where('events.datetime', '>', new Date(Date.now() + 86_400_000))
    .where((eb) => eb('events.max_attendees', '-', eb.ref('events.current_attendees')), '>=', 3)
    .orderBy('events.datetime')
    .executeTakeFirstOrThrow();
}

/** Whether the notification of the visitor's RSVP is read, once the browser's call has landed. */
async function readOnceOpened(eventId: number, name: string): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await journey.app.db
      .selectFrom('notifications')
      .select('is_read')
      .where('event_id', '=', eventId)
      .where('message', 'like', `${name} RSVP'd%`)
      .executeTakeFirstOrThrow();
    if (row.is_read || Date.now() > deadline) return row.is_read;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

it('a visitor RSVPs; the church opens the notification, reads the attendee, messages them and the mail arrives', async () => {
  const event = await demoChurchEvent();
  const email = 'jordan.visitor@example.com';

  // A visitor views the event and RSVPs, no account.
  const visitor = await newPage(journey.browser, journey.app.baseURL);
  await rsvpOnEventPage(visitor, event, { name: 'Jordan Visitor', email, guests: 2 });

  // The church user signs in: the navigation counts the unread notification.
  const page = await newPage(journey.browser, journey.app.baseURL);
  await signIn(page);
  const analytics = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: /^Analytics ?, \d+ unread notifications?$/,
  });
  await analytics.waitFor();

  // The dashboard's Notifications tab: the RSVP, unread; opening it shows the attendee.
  await page.goto('/analytics');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const notice = page.getByRole('list', { name: 'Notifications' }).getByRole('button', {
    name: new RegExp(
      `^Jordan Visitor RSVP'd for ${escapeRegExp(event.title)} \\(2 people\\).*New$`,
    ),
  });
  await notice.waitFor();
  await expectAccessible(page, 'the Notifications tab');
  await notice.click();
  const details = page.getByRole('dialog', {
    name: `Jordan Visitor RSVP'd for ${event.title} (2 people)`,
  });
  await details.getByText(email).waitFor();
  await expectAccessible(page, 'an opened notification');
  expect(await readOnceOpened(event.id, 'Jordan Visitor')).toBe(true);

  // A message to the attendee: subject and body required, then it goes.
  await details.getByRole('button', { name: 'Message' }).click();
  const compose = page.getByRole('dialog', { name: 'Message Jordan Visitor' });
  // The form shows what the mail holds besides the church's words, the church as its sender.
  await compose
    .getByRole('region', { name: 'What is sent' })
    .getByText(`From: ${event.church_name} via Huddle`)
    .waitFor();
  await compose.getByRole('button', { name: 'Send Message' }).click();
  await compose.getByText('Subject is required').waitFor();
  await expectAccessible(page, 'the message form with its errors');
  await compose.getByLabel(/^Subject/).fill('Parking on Sunday');
  await compose.getByLabel(/^Message/).fill('Please park in lot B; the side door opens at 5.');
  await compose.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Message Sent').waitFor();

  const mail = await journey.app.mailTo(email, 'Parking on Sunday');
  expect(mail.to).toEqual([email]);
  expect(mail.mail.text).toContain('Please park in lot B; the side door opens at 5.');
  expect(mail.mail.replyTo?.value[0]?.address).toBe(event.church_email);

  // The event's attendees: the visitor is on the list, and in the CSV.
  await page.goto(`/analytics/events/${event.id}`);
  await page.getByRole('heading', { name: event.title, level: 1 }).waitFor();
  await page.waitForFunction("document.title === 'Attendees · Huddle'");
  const row = page.getByRole('row', { name: /Jordan Visitor/ });
  await row.waitFor();
  await expectAccessible(page, 'the attendees page');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(`Jordan Visitor,${email},,2,`);
  await row.getByRole('button', { name: 'Details of Jordan Visitor' }).click();
  await page.getByRole('dialog', { name: 'Jordan Visitor' }).getByText(email).waitFor();
  await expectAccessible(page, 'the attendee details');
  await page.keyboard.press('Escape');

  // On a phone the attendee is a card: the e-mail whole on one line, every button on screen.
  const phone = await newPage(journey.browser, journey.app.baseURL, PHONE);
  await signIn(phone);
  await phone.goto(`/analytics/events/${event.id}`);
  const card = phone
    .getByRole('list', { name: "Attendees in the order they RSVP'd" })
    .getByRole('listitem')
    .filter({ hasText: 'Jordan Visitor' });
  await card.waitFor();
  expect(await phone.getByRole('table').count()).toBe(0);
  const address = card.getByText(email, { exact: true });
  const lineHeight = await address.evaluate((el) =>
    Number.parseFloat(getComputedStyle(el).lineHeight),
  );
  expect((await address.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
  for (const action of ['Details of', 'Message', 'Remove']) {
    const box = await card.getByRole('button', { name: `${action} Jordan Visitor` }).boundingBox();
    expect(box!.x + box!.width, action).toBeLessThanOrEqual(PHONE.viewport.width);
  }
  expect(await fitsWidth(phone)).toBe(true);
  await expectAccessible(phone, 'the attendees page on a phone');
  await phone.context().close();

  // A spam RSVP comes off the list and its seats go back at once.
  const before = await seatsTaken(journey.app.db, event.id);
  await row.getByRole('button', { name: 'Remove Jordan Visitor' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this RSVP?' });
  await confirm.waitFor();
  await expectAccessible(page, 'the remove confirmation');
  await confirm.getByRole('button', { name: 'Remove RSVP' }).click();
  await page.getByText('RSVP Removed').waitFor();
  await row.waitFor({ state: 'detached' });
  expect(await seatsTaken(journey.app.db, event.id)).toBe(before - 2);
});
