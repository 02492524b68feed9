import { expect, it } from 'vitest';
import { seatsTaken, watchPartyWithRoom } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage } from './browser.js';
import { useJourney } from './journey.js';
import { startAppWithMail } from './mail-app.js';
import { rsvpOnEventPage } from './steps.js';

const journey = useJourney(startAppWithMail);

it('a visitor RSVPs, opens the link from the mail, lowers the guests, then cancels; the seats follow', async () => {
  const event = await watchPartyWithRoom(journey.app.db, 5, new Date(Date.now() + 86_400_000));
  const spotsBefore = event.max_attendees - event.current_attendees;
  const email = 'riley.visitor@example.com';
  const page = await newPage(journey.browser, journey.app.baseURL);

  await rsvpOnEventPage(page, event, { name: 'Riley Visitor', email, guests: 3 });
  await page
    .getByText(`${spotsBefore - 3} spots left`)
    .first()
    .waitFor();

  // Both mails really left: the church hears of the RSVP, the visitor gets the confirmation.
  const toChurch = await journey.app.mailTo(event.church_email, `New RSVP: ${event.title}`);
  expect(toChurch.mail.text).toContain('Riley Visitor');
  const confirmation = await journey.app.mailTo(email, `You're going: ${event.title}`);
  // The form asked how many people, the visitor included: the mail counts them the same way.
  expect(confirmation.mail.text).toContain(
    `Your RSVP for ${event.title} is confirmed for 3 people.`,
  );
  expect(confirmation.mail.attachments.map((file) => file.contentType)).toEqual(['text/calendar']);
  const link = /Change or cancel your RSVP: (\S+)/.exec(confirmation.mail.text ?? '')?.[1];
  expect(link?.startsWith(`${journey.app.baseURL}/manage-rsvp/`)).toBe(true);

  // The page of the link arrives showing the RSVP, before any code runs, for its reader alone.
  const noCode = await journey.browser.newContext({ javaScriptEnabled: false });
  const firstPaint = await noCode.newPage();
  const response = await firstPaint.goto(link!);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await firstPaint.getByRole('heading', { name: event.title, level: 1 }).waitFor();
  await firstPaint.getByText('Your RSVP is for 3 people.', { exact: false }).waitFor();
  await noCode.close();

  // The link from the mail, with no account: fewer guests.
  await page.goto(link!);
  await page.getByRole('heading', { name: event.title, level: 1 }).waitFor();
  expect(await page.title()).toBe('Manage Your RSVP · Huddle');
  await page.getByText('Your RSVP is for 3 people.', { exact: false }).waitFor();
  await expectAccessible(page, 'the manage page');
  await page.getByRole('button', { name: 'Change Party Size' }).click();
  await page.getByLabel(/^How many people/).fill('1');
  await page.getByRole('button', { name: 'Update Party Size' }).click();
  await page.getByText('RSVP Updated').waitFor();
  await page.getByText('Your RSVP is for 1 person.', { exact: false }).waitFor();
  expect(await seatsTaken(journey.app.db, event.id)).toBe(event.current_attendees + 1);

  // The event page shows the seats given back.
  await page.getByRole('link', { name: event.title }).click();
  await page.waitForURL(`**/events/${event.id}`);
  await page
    .getByText(`${spotsBefore - 1} spots left`)
    .first()
    .waitFor();

  // Back to the link: cancel.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Cancel RSVP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your RSVP?' });
  await dialog.waitFor();
  await expectAccessible(page, 'the cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel RSVP' }).click();
  await page.getByRole('heading', { name: 'Your RSVP Is Cancelled' }).waitFor();
  await expectAccessible(page, 'the cancelled RSVP');
  expect(await seatsTaken(journey.app.db, event.id)).toBe(event.current_attendees);
  await journey.app.mailTo(event.church_email, `RSVP cancelled: ${event.title}`);

  await page.getByRole('link', { name: 'Back to the Event' }).click();
  await page.waitForURL(`**/events/${event.id}`);
  await page.getByText(`${spotsBefore} spots left`).first().waitFor();

  // The link has done its work.
  await page.goto(link!);
  await page.getByRole('heading', { name: 'This Link Is Not Valid' }).waitFor();
  await expectAccessible(page, 'a link that is no longer valid');
});
