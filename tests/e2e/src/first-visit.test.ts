import { expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { newPage } from './browser.js';
import { useJourney } from './journey.js';

const journey = useJourney();

it('a first-time visitor goes from the home page to the events and meets the 404 page', async () => {
  const page = await newPage(journey.browser, journey.app.baseURL);

  await page.goto('/');
  await expect(page.title()).resolves.toContain('Huddle');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.getByText('Grow Your Community').count()).toBeGreaterThan(0);
  await expectAccessible(page, 'the home page');

  await page.getByRole('banner').getByRole('link', { name: 'Find Games & Events' }).first().click();
  await page.waitForURL('**/events');
  expect(new URL(page.url()).pathname).toBe('/events');
  await page.getByRole('article').first().waitFor();
  await expectAccessible(page, '/events');
  await page.getByRole('tab', { name: 'Church Events' }).click();
  await page.getByRole('article').first().waitFor();
  await expectAccessible(page, "/events, 'Church Events'");

  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  await expect(page.title()).resolves.toContain('404 Page Not Found');
  await expectAccessible(page, 'the 404 page');
});
