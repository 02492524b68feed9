import { expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { newPage } from './browser.js';
import { useJourney } from './journey.js';

const journey = useJourney();

/** South Austin, a few miles from the demo church (78704). */
const AUSTIN = { latitude: 30.25, longitude: -97.75 };

it('a visitor in Austin presses Near me and finds watch parties with how far each is', async () => {
  const page = await newPage(journey.browser, journey.app.baseURL, { geolocation: AUSTIN });

  await page.goto('/events');
  await page.getByRole('article').first().waitFor();
  // Before the press nothing says how far: the list was not searched from a place.
  expect(
    await page
      .getByRole('article')
      .getByText(/mi away/)
      .count(),
  ).toBe(0);

  await page.getByRole('button', { name: 'Near me' }).click();

  await page.waitForURL(/lat=30\.25&lng=-97\.75/);
  await expect(page.getByLabel('Location').inputValue()).resolves.toBe('Near you');
  await page
    .getByRole('article')
    .getByText(/mi away/)
    .first()
    .waitFor();
  const cards = await page.getByRole('article').count();
  expect(
    await page
      .getByRole('article')
      .getByText(/· \d+(\.\d)? mi away/)
      .count(),
  ).toBe(cards);
  await expectAccessible(page, '/events near the visitor');

  await page.getByLabel('Sort by').selectOption('distance');
  await page.waitForURL(/sort=distance/);
  await page.getByRole('button', { name: 'Clear Near me' }).click();
  await page.waitForURL((url) => url.search === '');
  await expect(page.getByLabel('Location').inputValue()).resolves.toBe('');
});
