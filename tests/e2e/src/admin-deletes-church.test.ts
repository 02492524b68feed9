import { DEMO_CREDENTIALS } from '@huddle/db';
import { ADMIN_TOKEN_STORAGE_KEY } from '@huddle/domain';
import { expect, it } from 'vitest';
import { demoChurchId } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage } from './browser.js';
import { useJourney } from './journey.js';

const journey = useJourney();

/** A seeded church with an upcoming event, other than the demo user's own. */
async function churchWithUpcomingEvent() {
  const db = journey.app.db;
  const demo = await demoChurchId(db);
  const event = await db
    .selectFrom('events')
    .innerJoin('churches', 'churches.id', 'events.church_id')
    .select(['churches.id', 'churches.name', 'events.id as eventId'])
    .where('events.is_active', '=', true)
    .where('events.datetime', '>', new Date())
    .where('churches.id', '!=', demo)
    .orderBy('events.datetime')
    .executeTakeFirstOrThrow();
  return event;
}

it('an administrator signs in, reads the figures, deletes a church and it leaves the public pages', async () => {
  const page = await newPage(journey.browser, journey.app.baseURL);
  const target = await churchWithUpcomingEvent();
  const churches = await journey.app.db.selectFrom('churches').select('id').execute();

  // The event is public before the deletion.
  await page.goto(`/events/${target.eventId}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByRole('heading', { name: 'Event Not Found' }).count()).toBe(0);

  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Administrator Access' }).waitFor();
  await expectAccessible(page, '/admin login');
  await page.getByLabel(/^Email/).fill(DEMO_CREDENTIALS.admin.email);
  await page.getByLabel(/^Password/).fill(DEMO_CREDENTIALS.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await page.getByText('Registered on platform').waitFor();
  await expectAccessible(page, '/admin overview');
  const totalCard = page.getByText('Total Churches').locator('..');
  expect(await totalCard.textContent()).toContain(String(churches.length));
  expect(await page.evaluate(`localStorage.getItem('${ADMIN_TOKEN_STORAGE_KEY}')`)).toBeTruthy();

  for (const [tab, shown] of [
    ['Churches', 'Top Performing Churches'],
    ['Payments', 'Church Payment Status'],
    ['Geography', 'Churches by State'],
    ['Sports', 'Sports Trends'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('heading', { name: shown }).waitFor();
    if (tab === 'Payments') await page.getByText('Paying churches').waitFor();
    await expectAccessible(page, `/admin ${tab}`);
  }
  await page.getByRole('tab', { name: 'Management' }).click();
  await page.getByText(`Registered Churches (${churches.length})`).waitFor();
  await page.getByRole('button', { name: `Delete ${target.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Subscription and payment data').waitFor();
  await expectAccessible(page, '/admin delete confirmation');
  await dialog.getByRole('button', { name: 'Delete Church' }).click();
  await page.getByText('Church Deleted').waitFor();
  await page.getByText(`Registered Churches (${churches.length - 1})`).waitFor();
  expect(await page.getByRole('button', { name: `Delete ${target.name}` }).count()).toBe(0);

  // Gone for visitors too: its event page and the public church list.
  await page.goto(`/events/${target.eventId}`);
  await page.getByRole('heading', { name: 'Event Not Found' }).waitFor();
  const search = `/api/churches?search=${encodeURIComponent(target.name)}&limit=100`;
  const found = (await (await page.request.get(search)).json()) as { items: { id: number }[] };
  expect(found.items.map((church) => church.id)).not.toContain(target.id);

  // A reload keeps the administrator signed in; Logout ends it.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Administrator Access' }).waitFor();
  expect(await page.evaluate(`localStorage.getItem('${ADMIN_TOKEN_STORAGE_KEY}')`)).toBeNull();
});
