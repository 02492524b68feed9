import { expect, it } from 'vitest';
import { watchPartyWithRoom } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage } from './browser.js';
import { expectVisibleFocus, isFocused, tabTo } from './focus.js';
import { useJourney } from './journey.js';

const journey = useJourney();

it('a keyboard-only visitor goes from the home page to an RSVP, focus always visible', async () => {
  const event = await watchPartyWithRoom(journey.app.db, 5);
  const page = await newPage(journey.browser, journey.app.baseURL);

  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Browse events' }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/events');
  // The address changes before the page does: Tab on the old page would land on a link that goes.
  await page.getByRole('heading', { level: 1, name: 'Find Games & Events' }).waitFor();

  // Narrow the list by the church's zip code, from the keyboard.
  const location = page.getByLabel('Location');
  await tabTo(page, location);
  await page.keyboard.type(event.zip_code);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.search.includes(event.zip_code));
  await expectVisibleFocus(page, 'searching');
  const title = page.getByRole('link', { name: event.title }).first();
  await title.waitFor();
  await tabTo(page, title, 120);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === `/events/${event.id}`);
  await page.getByRole('heading', { name: event.title, level: 1 }).waitFor();

  const rsvp = page.getByRole('button', { name: 'RSVP Now' });
  await tabTo(page, rsvp, 80);
  await page.keyboard.press('Enter');
  // The form's code loads on opening (a loader stands in); the visitor tabs on once it is there.
  const name = page.getByLabel('Full Name');
  await name.waitFor();
  await tabTo(page, name, 3);

  // Sending the empty form lands on the first field in error, visibly.
  await tabTo(page, page.getByRole('button', { name: 'Confirm RSVP' }), 10);
  await page.keyboard.press('Enter');
  await page.getByText('Full name is required').waitFor();
  expect(await isFocused(name)).toBe(true);
  await expectVisibleFocus(page, 'a refused RSVP');

  await page.keyboard.type('Kay Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kay.board@example.com');
  await tabTo(page, page.getByLabel('How many people (including you)?'), 3);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('3');
  await tabTo(page, page.getByRole('button', { name: 'Confirm RSVP' }), 5);
  await page.keyboard.press('Enter');

  // The reader lands on the news, and it stays on the page.
  const going = page.getByRole('heading', { name: "You're going!" });
  await going.waitFor();
  await expect.poll(() => isFocused(going)).toBe(true);
  await expectVisibleFocus(page, 'the RSVP');
  await expectAccessible(page, 'the event page after a keyboard RSVP');
  const reserved = await journey.app.db
    .selectFrom('rsvps')
    .select('number_of_guests')
    .where('event_id', '=', event.id)
    .where('attendee_email', '=', 'kay.board@example.com')
    .executeTakeFirst();
  expect(reserved?.number_of_guests).toBe(3);

  // Onwards from there: the next stop is the mail to the church, still visible.
  await page.keyboard.press('Tab');
  expect(await isFocused(page.getByRole('link', { name: 'Email the church' }))).toBe(true);
  await expectVisibleFocus(page, 'leaving the news');
});
