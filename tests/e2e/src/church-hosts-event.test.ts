import { DEMO_CREDENTIALS } from '@huddle/db';
import { expect, it } from 'vitest';
import { newPage } from './browser.js';
import { useJourney } from './journey.js';

const journey = useJourney();

/** 'YYYY-MM-DD' some days from today, as a date input takes it. */
function dateInDays(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function eventRow(id: number) {
  return journey.app.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

it('a church user hosts a weekly event, shares it, edits it and deletes it', async () => {
  const page = await newPage(journey.browser, journey.app.baseURL);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/login');
  await page.getByLabel('Username').fill(DEMO_CREDENTIALS.churchUser.username);
  await page.getByLabel(/^Password/).fill(DEMO_CREDENTIALS.churchUser.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/host-event');
  await page.getByLabel('Title').fill('Sunday Night Football Fellowship');
  await page.getByLabel('Sport').selectOption('NFL');
  await page.getByLabel('Description').fill('Big screen, wings and good company.');
  await page.getByLabel('Event Details').fill('Chiefs vs Bills, kickoff 8:20 PM');
  await page.getByLabel(/^Date( \*)?$/).fill(dateInDays(7));
  await page.getByLabel(/^Time( \*)?$/).fill('19:30');
  await page.getByLabel('Max Attendees').fill('80');
  await page.getByLabel('Recurring event').check();
  await page.getByLabel('End Date').fill(dateInDays(60));
  await page.getByRole('button', { name: 'Create Event' }).click();

  // The sharing step: 'all' ticks every platform; Share copies the link where there is no
  // share sheet, then opens the event page.
  await page.getByLabel('All platforms').check();
  expect(await page.getByLabel('Social media').isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByText('Link copied!').waitFor();
  await page.waitForURL(/\/events\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  const created = await eventRow(id);
  expect(created).toMatchObject({
    title: 'Sunday Night Football Fellowship',
    is_recurring: true,
    recurrence_pattern: 'weekly',
    max_attendees: 80,
  });
  // The copied link is the event page's address.
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(
    `${journey.app.baseURL}/events/${id}`,
  );

  await page.getByRole('button', { name: 'Event actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit Event' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Sunday Night Football Watch Party');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Event Updated!').waitFor();
  await page
    .getByRole('heading', { name: 'Sunday Night Football Watch Party', level: 1 })
    .waitFor();
  expect((await eventRow(id))?.title).toBe('Sunday Night Football Watch Party');

  await page.getByRole('button', { name: 'Event actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete Event' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Event' }).click();
  await page.getByText('Event Deleted').waitFor();
  await page.waitForURL((url) => url.pathname === '/events');
  expect(await eventRow(id)).toBeUndefined();
});
