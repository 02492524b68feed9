import { DEMO_CREDENTIALS } from '@huddle/db';
import { ADMIN_TOKEN_STORAGE_KEY } from '@huddle/domain';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoChurchId } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage, PHONE } from './browser.js';
import { useJourney } from './journey.js';
import { fitsWidth } from './steps.js';

const journey = useJourney();

/** How the first heading and first body row of the shown table are drawn. */
function tableLook(page: Page) {
  return page.evaluate(() => {
    const table = [...document.querySelectorAll('table')].find((t) => t.offsetParent !== null);
    const heading = table?.querySelector('th');
    const row = table?.querySelector('tbody tr');
    if (!heading || !row) return null;
    const th = getComputedStyle(heading);
    return {
      align: th.textAlign,
      padding: Number.parseFloat(th.paddingLeft),
      rule: getComputedStyle(row).borderBottomStyle,
    };
  });
}

/** Whether each shown card's status and fee lie within the phone's width. */
function cardsShowStatusAndFee(page: Page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('main li')].filter(
      (card) => (card as HTMLElement).offsetParent !== null && card.querySelector('dl'),
    );
    const onScreen = (label: string, card: Element) => {
      const term = [...card.querySelectorAll('dt')].find((dt) => dt.textContent === label);
      const box = term?.nextElementSibling?.getBoundingClientRect();
      return Boolean(box && box.width > 0 && box.left >= 0 && box.right <= window.innerWidth);
    };
    return {
      cards: cards.length,
      shown: cards.filter((card) => onScreen('Status', card) && onScreen('Monthly Fee', card))
        .length,
    };
  });
}

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
  // A wrong password is answered beside the form, as on the church login, not only in a toast.
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const refusal = page.getByRole('group', { name: 'Login Failed' });
  await refusal.getByText('Invalid credentials').waitFor();
  await page.getByLabel(/^Password/).fill(DEMO_CREDENTIALS.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await page.getByText('Registered on platform').waitFor();
  await expectAccessible(page, '/admin overview');
  const totalCard = page.getByText('Total Churches').locator('..');
  expect(await totalCard.textContent()).toContain(String(churches.length));
  expect(await page.evaluate(`localStorage.getItem('${ADMIN_TOKEN_STORAGE_KEY}')`)).toBeTruthy();
  // The site header knows the administrator is signed in.
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
  expect(await banner.getByRole('link', { name: 'Login' }).count()).toBe(0);

  for (const [tab, shown] of [
    ['Churches', 'Top Performing Churches'],
    ['Payments', 'Church Payment Status'],
    ['Geography', 'Churches by State'],
    ['Sports', 'Sports Trends'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('heading', { name: shown }).waitFor();
    if (tab === 'Payments') await page.getByText('Paying churches').waitFor();
    if (tab !== 'Churches') {
      await page.getByRole('table').waitFor();
      // Drawn with the table's own styles: headings start-aligned over padded cells, rows ruled.
      const look = await tableLook(page);
      expect(look?.align, tab).toBe('start');
      expect(look?.padding, tab).toBeGreaterThanOrEqual(8);
      expect(look?.rule, tab).toBe('solid');
    }
    await expectAccessible(page, `/admin ${tab}`);
  }

  // On a 360 px phone the payments are cards whose status and fee are on screen, and Geography's
  // four columns fit without a sideways scroll.
  await page.setViewportSize(PHONE.viewport);
  await page.getByRole('tab', { name: 'Payments' }).click();
  await page.getByRole('main').getByRole('listitem').first().waitFor();
  const cards = await cardsShowStatusAndFee(page);
  expect(cards.cards).toBeGreaterThan(0);
  expect(cards.shown).toBe(cards.cards);
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('tab', { name: 'Geography' }).click();
  const states = page.getByRole('table');
  await states.waitFor();
  expect(await states.evaluate((table) => table.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

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
