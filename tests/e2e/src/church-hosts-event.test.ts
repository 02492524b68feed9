import { DEMO_CREDENTIALS } from '@huddle/db';
import { addDays, localDateOf } from '@huddle/domain';
import { expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { newPage } from './browser.js';
import { isFocused } from './focus.js';
import { useJourney } from './journey.js';

const journey = useJourney();

/** 'YYYY-MM-DD' some days from today, as a date input takes it. */
function dateInDays(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function eventRow(id: number) {
  return journey.app.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The day of the week of a 'YYYY-MM-DD' date, as the API names it ('monday'). */
function dayName(date: string) {
  return new Date(`${date}T12:00:00Z`)
    .toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })
    .toLowerCase();
}

it('a church user hosts a weekly event, shares it, edits it and deletes it', async () => {
  const page = await newPage(journey.browser, journey.app.baseURL);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/login');
  await expectAccessible(page, '/login');
  await page.getByLabel('Username').fill(DEMO_CREDENTIALS.churchUser.username);
  await page.getByLabel(/^Password/).fill(DEMO_CREDENTIALS.churchUser.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/host-event');
  await page.getByRole('button', { name: 'Create Event' }).waitFor();
  await expectAccessible(page, '/host-event');
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
  await page.getByRole('checkbox', { name: /^All platforms/ }).check();
  expect(await page.getByRole('checkbox', { name: /^Social media/ }).isChecked()).toBe(true);
  // Each platform gets what it needs: a snippet, share pages, a QR code, a message.
  await page.getByRole('img', { name: 'QR code for the event page' }).waitFor();
  await page.getByRole('link', { name: /^Share on Facebook/ }).waitFor();
  expect(await page.getByLabel('HTML snippet').inputValue()).toContain('<a href=');
  // A series travels with its repeat ('every Sunday until …').
  expect(await page.getByLabel('Message', { exact: true }).inputValue()).toMatch(
    /\(every [A-Z][a-z]+day until [A-Z]/,
  );
  await expectAccessible(page, 'the sharing step with every platform');
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

  await page.getByText('0 RSVPs · 0 people going').waitFor();
  await expect(page.title()).resolves.toBe('Sunday Night Football Fellowship · Huddle');
  await expectAccessible(page, "the hosting church's event page");

  // The edit dialog opens on its first field and, closed, gives focus back to the menu button.
  const actions = page.getByRole('button', { name: 'Event actions' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Edit Event' }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => isFocused(dialog.getByLabel('Title'))).toBe(true);
  await expectAccessible(page, 'the edit dialog');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(actions)).toBe(true);

  await actions.click();
  await page.getByRole('menuitem', { name: 'Edit Event' }).click();
  await dialog.getByLabel('Title').fill('Sunday Night Football Watch Party');
  // Moving the date a day moves the series' weekday with it, as the preview says before saving.
  const repeats = dialog.getByRole('group', { name: 'Repeats' });
  await repeats.getByText(/^Repeats: Every /).waitFor();
  await dialog.getByLabel(/^Date( \*)?$/).fill(dateInDays(8));
  const moved = dayName(dateInDays(8));
  await repeats
    .getByText(new RegExp(`^Repeats: Every ${moved.replace(/^./, (c) => c.toUpperCase())} until`))
    .waitFor();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Event Updated!').waitFor();
  await page
    .getByRole('heading', { name: 'Sunday Night Football Watch Party', level: 1 })
    .waitFor();
  expect(await eventRow(id)).toMatchObject({
    title: 'Sunday Night Football Watch Party',
    recurrence_days_of_week: [moved],
  });

  await page.getByRole('button', { name: 'Event actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete Event' }).waitFor();
  await expectAccessible(page, "the owner's menu");
  await page.getByRole('menuitem', { name: 'Delete Event' }).click();
  // The delete dialog opens on its heading; its close button has a name.
  const heading = page.getByRole('dialog').getByRole('heading', { name: 'Delete Event' });
  await expect.poll(() => heading.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).waitFor();
  await expectAccessible(page, 'the delete dialog');
  // A series: the dialog offers its next date alone first. Cancelling the first date starts the
  // series a week later, and the page says so.
  const onlyDate = page.getByRole('dialog').getByRole('radio', { name: /^Only this date/ });
  expect(await onlyDate.isChecked()).toBe(true);
  const before = (await eventRow(id))!;
  const firstDate = localDateOf(before.datetime, before.timezone);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete This Date' }).click();
  await page.getByText('Date Cancelled').waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await expect
    .poll(async () => {
      const after = (await eventRow(id))!;
      return localDateOf(after.datetime, after.timezone);
    })
    .toBe(addDays(firstDate, 7));

  await page.getByRole('button', { name: 'Event actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete Event' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'The whole series' }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Event' }).click();
  await page.getByText('Event Deleted').waitFor();
  await page.waitForURL((url) => url.pathname === '/events');
  expect(await eventRow(id)).toBeUndefined();
});
