import { expect, it } from 'vitest';
import { demoChurchEvents } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage, PHONE } from './browser.js';
import { useJourney } from './journey.js';
import { fitsWidth, signIn } from './steps.js';

const journey = useJourney();

it('a church user reads its dashboard: periods, the five tabs, charts, and every event a click away', async () => {
  const page = await newPage(journey.browser, journey.app.baseURL);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await page.waitForURL((url) => url.pathname === '/analytics');
  await page.getByRole('heading', { level: 1, name: 'Church Analytics' }).waitFor();
  const home = page.getByRole('region', { name: 'Your events' });
  await home.getByRole('heading', { name: /^Upcoming \(\d+\)$/ }).waitFor();
  await expectAccessible(page, '/analytics Overview');

  // The demo church's events, each with its RSVP count, as the database has them.
  const events = await demoChurchEvents(journey.app.db)
    .select(['events.id', 'events.title'])
    .execute();
  expect(events.length).toBeGreaterThan(0);
  // Every event is in one of the two lists, whose first 20 each show as links.
  const countOf = async (name: string) =>
    Number(
      /\((\d+)\)/.exec(
        (await home.getByRole('heading', { name: new RegExp(`^${name} \\(`) }).textContent()) ?? '',
      )?.[1],
    );
  const [upcoming, past] = [await countOf('Upcoming'), await countOf('Past')];
  expect(upcoming + past).toBe(events.length);
  expect(await home.getByRole('link').count()).toBe(Math.min(upcoming, 20) + Math.min(past, 20));

  await page.getByRole('button', { name: '7d' }).click();
  await page.getByRole('button', { name: '7d', pressed: true }).waitFor();

  await page.getByRole('tab', { name: 'Growth Insights' }).click();
  await page.getByRole('region', { name: 'Goals' }).getByText('Goal: 24 events').waitFor();
  await page.getByRole('button', { name: 'all' }).click();
  // The chart module arrives lazily and draws in the browser.
  await page.locator('.recharts-surface').first().waitFor();
  await expectAccessible(page, '/analytics Growth Insights');

  for (const tab of ['Performance', 'Engagement', 'Notifications']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').waitFor();
    await expectAccessible(page, `/analytics ${tab}`);
  }

  await page.getByRole('tab', { name: 'Overview' }).click();
  const first = events[0]!;
  await page
    .getByRole('region', { name: 'Your events' })
    .getByRole('link', { name: first.title })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === `/analytics/events/${first.id}`);
  await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
});

it('the dashboard fits a phone and is used with the keyboard', async () => {
  const page = await newPage(journey.browser, journey.app.baseURL, PHONE);
  await signIn(page);
  await page.goto('/analytics');
  await page.getByRole('region', { name: 'Your events' }).waitFor();
  expect(await fitsWidth(page)).toBe(true);

  await page.getByRole('button', { name: '90d' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '90d', pressed: true }).waitFor();
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.getByRole('tab', { name: 'Performance', selected: true }).waitFor();
  expect(await fitsWidth(page)).toBe(true);
});
