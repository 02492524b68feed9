import { expect, it } from 'vitest';
import { seatsTaken, watchPartyWithRoom } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage } from './browser.js';
import { useJourney } from './journey.js';

const journey = useJourney();

it('a visitor finds a watch party by zip code, RSVPs for two people and sees the seats drop', async () => {
  const event = await watchPartyWithRoom(journey.app.db, 5);
  const spotsBefore = event.max_attendees - event.current_attendees;
  const page = await newPage(journey.browser, journey.app.baseURL);

  await page.goto('/events?role=visitor');
  await page.getByRole('article').first().waitFor();
  await expectAccessible(page, 'the watch parties (visitor mode)');
  await page.getByLabel('Location').fill(event.zip_code);
  await page.getByLabel('Location').press('Enter');
  await page.waitForURL((url) => url.search.includes(event.zip_code));
  await page.getByRole('link', { name: event.title }).first().click();

  // Visitor mode (spec §2) carries on to the event page.
  await page.waitForURL(
    (url) => url.pathname === `/events/${event.id}` && url.searchParams.get('role') === 'visitor',
  );
  await page.getByRole('heading', { name: event.title, level: 1 }).waitFor();
  await page.getByText(`${spotsBefore} spots left`).first().waitFor();
  await expect(page.title()).resolves.toBe(`${event.title} · Huddle`);
  await expectAccessible(page, 'the event page');

  await page.getByRole('button', { name: 'RSVP Now' }).click();
  await page.getByLabel('Full Name').fill('Jordan Visitor');
  await page.getByLabel('Email').fill('jordan.visitor@example.com');
  // Hiding the form and opening it again keeps what was typed.
  await page.getByRole('button', { name: 'Hide RSVP form' }).click();
  await page.getByRole('button', { name: 'RSVP Now' }).click();
  expect(await page.getByLabel('Email').inputValue()).toBe('jordan.visitor@example.com');
  await page.getByLabel('How many people (including you)?').fill('2');
  await expectAccessible(page, 'the open RSVP form');
  await page.getByRole('button', { name: 'Confirm RSVP' }).click();

  await page.getByText('RSVP Successful!').waitFor();
  // The page keeps saying so once the toast is gone, with the mail to the church on request.
  const going = page.getByRole('region', { name: "You're going!" });
  await going.waitFor();
  expect(await going.textContent()).toContain('Jordan Visitor, your spot is saved for');
  expect(await going.getByRole('link', { name: 'Email the church' }).getAttribute('href')).toMatch(
    /^mailto:/,
  );
  await expectAccessible(page, "the event page after an RSVP ('You're going!')");
  await page
    .getByText(`${spotsBefore - 2} spots left`)
    .first()
    .waitFor();
  expect(await seatsTaken(journey.app.db, event.id)).toBe(event.current_attendees + 2);
});
