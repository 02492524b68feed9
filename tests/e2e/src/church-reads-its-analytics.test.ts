import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoChurchEvents } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage, PHONE } from './browser.js';
import { useJourney } from './journey.js';
import { fitsWidth, signIn } from './steps.js';

const journey = useJourney();

/**
 * Each table on the page that is wider than the screen sits in a box that scrolls sideways and
 * itself fits the screen; answers the tables that do not, by their first heading.
 */
function tablesOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fits = (el: Element) => el.getBoundingClientRect().right <= window.innerWidth + 1;
    const scrollBox = (el: Element) => {
      for (let box = el.parentElement; box; box = box.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return box;
      }
      return null;
    };
    return [...document.querySelectorAll('table')]
      .filter((table) => table.getClientRects().length > 0 && !fits(table))
      .filter((table) => {
        const box = scrollBox(table);
        return !box || !fits(box);
      })
      .map((table) => table.querySelector('th')?.textContent ?? '(a table)');
  });
}

/** The monthly chart as drawn: its legend's swatches, its y axes and its smallest events bar. */
function monthlyChart(page: Page) {
  return page.evaluate(() => {
    const section = document.querySelector('section[aria-labelledby="monthly-title"]')!;
    const swatches = [...section.querySelectorAll('.mantine-ChartLegend-legendItemColor')].map(
      (swatch) => {
        const colour = swatch.querySelector('.mantine-ColorSwatch-colorOverlay')!;
        const { width, height } = swatch.getBoundingClientRect();
        return { width, height, colour: getComputedStyle(colour).backgroundColor };
      },
    );
    const axes = section.querySelectorAll('.recharts-yAxis').length;
    const texts = [...section.querySelectorAll('svg text')].map((text) => text.textContent);
    const axisLabels = ['Attendees', 'Events'].filter((label) => texts.includes(label));
    // The second series drawn is the events'; a month without events has no bar to measure.
    const bars = section.querySelectorAll('.recharts-bar')[1];
    const heights = [...(bars?.querySelectorAll('.recharts-bar-rectangle') ?? [])]
      .map((bar) => bar.getBoundingClientRect().height)
      .filter((height) => height > 0);
    return {
      swatches,
      axes,
      axisLabels,
      smallestEventsBar: Math.min(...heights),
      eventBars: heights.length,
    };
  });
}

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
  await page.locator('.recharts-bar-rectangle').first().waitFor();
  // The legend's swatches are drawn (their CSS ships in the build) in the bars' colours, and the
  // events, a few a month beside tens of attendees, have an axis of their own to be seen on.
  const chart = await monthlyChart(page);
  expect(chart.swatches).toHaveLength(2);
  for (const swatch of chart.swatches) {
    expect(swatch.width).toBeGreaterThanOrEqual(10);
    expect(swatch.height).toBeGreaterThanOrEqual(10);
    expect(swatch.colour).not.toMatch(/^(rgba\(0, 0, 0, 0\)|transparent)$/);
  }
  expect(chart.swatches[0]!.colour).not.toBe(chart.swatches[1]!.colour);
  expect(chart.axes).toBe(2);
  expect(chart.axisLabels).toEqual(['Attendees', 'Events']);
  expect(chart.eventBars).toBeGreaterThan(0);
  expect(chart.smallestEventsBar).toBeGreaterThanOrEqual(8);
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

  // The events' table is wider than the phone: it scrolls in a region of its own, which says
  // so, takes the keyboard and keeps the events' names in view.
  const table = page.getByRole('region', { name: 'Event performance table' });
  await table.waitFor();
  await page.getByText('Scroll sideways to see every column →').waitFor();
  await table.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  const name = table.getByRole('cell').first();
  const held = await name.boundingBox();
  expect(held?.x).toBeGreaterThanOrEqual(0);
  expect(held?.x).toBeLessThan(40);
  await expectAccessible(page, '/analytics Performance on a phone');

  for (const tab of ['Overview', 'Performance', 'Engagement', 'Growth Insights', 'Notifications']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await tablesOffScreen(page), tab).toEqual([]);
    expect(await fitsWidth(page), tab).toBe(true);
  }
});
