import { DEMO_CREDENTIALS } from '@huddle/db';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './axe.js';

/** Signs in at /login, as the demo church user unless told otherwise, and waits for home. */
export async function signIn(
  page: Page,
  { username, password }: { username: string; password: string } = DEMO_CREDENTIALS.churchUser,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A visitor, no account, RSVPs from the event's page and waits for the confirmation. */
export async function rsvpOnEventPage(
  page: Page,
  event: { id: number; title: string },
  visitor: { name: string; email: string; guests: number },
): Promise<void> {
  await page.goto(`/events/${event.id}`);
  await page.getByRole('heading', { name: event.title, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'RSVP Now' }).click();
  await page.getByLabel('Full Name').fill(visitor.name);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('How many people').fill(String(visitor.guests));
  await page.getByRole('button', { name: 'Confirm RSVP' }).click();
  await page.getByText('RSVP Successful!').waitFor();
}

/**
 * Waits until the page looks as it will stay: its web fonts in and the stylesheets it deferred
 * past its first paint applied (the lines of text, and so what lies below them, move until then).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      return document.querySelectorAll('link[data-beasties-media]').length === 0;
    },
    undefined,
    { polling: 100 },
  );
}

/** Whether the page is no wider than its window: nothing to scroll sideways to. */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Each page at `paths`, once loaded, fits the screen's width and axe finds nothing serious. */
export async function expectPagesFit(page: Page, paths: string[], screen: string): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await fitsWidth(page), path).toBe(true);
    await expectAccessible(page, `${path} on ${screen}`);
  }
}
