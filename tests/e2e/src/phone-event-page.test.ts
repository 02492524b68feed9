import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoChurchEvents, watchPartyWithRoom } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage, PHONE } from './browser.js';
import { isFocused } from './focus.js';
import { useJourney } from './journey.js';
import { fitsWidth, settled, signIn } from './steps.js';

const journey = useJourney();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not on the page`);
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inViewport(page: Page, b: Box) {
  const { height, width } = page.viewportSize() ?? { width: 0, height: 0 };
  return b.y >= 0 && b.x >= 0 && b.y + b.height <= height && b.x + b.width <= width;
}

it('on a phone: the /events tabs fit one line, and the event page keeps RSVP within reach', async () => {
  const event = await watchPartyWithRoom(journey.app.db, 2);
  const page = await newPage(journey.browser, journey.app.baseURL, PHONE);

  await page.goto('/events');
  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  await settled(page);
  // In one frame: tab by tab, a reflow in between would compare two layouts.
  const tops = await tabs.evaluateAll((found) => found.map((tab) => tab.getBoundingClientRect().y));
  expect(tops).toHaveLength(3);
  expect(new Set(tops).size, 'the three tabs share one line').toBe(1);
  const tabList = await box(page.getByRole('tablist'));
  expect(tabList.x + tabList.width).toBeLessThanOrEqual(360);
  expect(await fitsWidth(page)).toBe(true);

  await page.goto(`/events/${event.id}`);
  await page.getByRole('heading', { name: event.title, level: 1 }).waitFor();
  // The RSVP card is far below the fold; the bar at the bottom of the screen carries the action.
  const bar = page.getByRole('region', { name: 'RSVP' });
  const barBox = await box(bar);
  expect(inViewport(page, barBox)).toBe(true);
  expect(barBox.y + barBox.height).toBeCloseTo(740, 0);
  const cardButton = page.getByRole('main').getByRole('button', { name: 'RSVP Now' }).first();
  expect((await box(cardButton)).y).toBeGreaterThan(740);
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page, 'the event page on a phone');

  await bar.getByRole('button', { name: 'RSVP Now' }).click();
  const name = page.getByLabel('Full Name');
  await expect.poll(() => isFocused(name)).toBe(true);
  expect(inViewport(page, await box(name))).toBe(true);
  // With the form in view the bar steps aside, so it never covers the fields.
  await bar.waitFor({ state: 'detached' });
  await expectAccessible(page, 'the RSVP form on a phone');
});

it('on a phone: a toast never covers the title or close button of the dialog it speaks about', async () => {
  const owned = await demoChurchEvents(journey.app.db)
    .select(['events.id', 'events.current_attendees'])
    .where('events.current_attendees', '>=', 2)
    .executeTakeFirstOrThrow();
  const page = await newPage(journey.browser, journey.app.baseURL, PHONE);
  await signIn(page);

  await page.goto(`/events/${owned.id}`);
  await page.getByRole('button', { name: 'Event actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await dialog.waitFor();
  // Fewer seats than people already coming: the server refuses, and a toast says why.
  await dialog.getByLabel('Max Attendees').fill('1');
  // The demo data's pictures are site paths, which the form's URL rule does not take.
  await dialog.getByLabel('Image URL').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Update Failed' });
  await toast.waitFor();
  await page.waitForTimeout(400); // the toast's entrance transition; positions are read after it

  const toastBox = await box(toast);
  expect(inViewport(page, toastBox)).toBe(true);
  for (const part of [
    dialog.getByRole('heading', { name: 'Edit Event' }),
    dialog.getByRole('button', { name: 'Close dialog' }),
  ]) {
    expect(overlaps(toastBox, await box(part)), `the toast covers ${part}`).toBe(false);
  }
  await toast.getByRole('button', { name: 'Close notification' }).waitFor();
  await expectAccessible(page, 'the edit dialog with a toast, on a phone');
});
