import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApp } from './app.js';
import { launchBrowser, newPage } from './browser.js';

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

it('a first-time visitor goes from the home page to the events and meets the 404 page', async () => {
  const page = await newPage(browser, app.baseURL);

  await page.goto('/');
  await expect(page.title()).resolves.toContain('Huddle');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.getByText('Grow Your Community').count()).toBeGreaterThan(0);

  await page.getByRole('banner').getByRole('link', { name: 'Find Games & Events' }).first().click();
  await page.waitForURL('**/events');
  expect(new URL(page.url()).pathname).toBe('/events');

  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  await expect(page.title()).resolves.toContain('404 Page Not Found');
});
