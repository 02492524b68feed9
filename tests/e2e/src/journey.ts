import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type App, startApp } from './app.js';
import { sharedBrowser } from './browser.js';
import type { AppWithMail } from './mail-app.js';

/**
 * Starts the app (by default without mail delivery; `startAppWithMail` for the mail journeys) for
 * the journeys of one file and stops it after them, with the worker's browser, whose contexts the
 * file opened are closed after it. The getters are read inside the tests, once beforeAll has run.
 */
type Journey<A> = { readonly app: A; readonly browser: Browser };

export function useJourney(): Journey<App>;
export function useJourney<A extends App | AppWithMail>(start: () => Promise<A>): Journey<A>;
export function useJourney(start: () => Promise<App | AppWithMail> = startApp) {
  let app: App | AppWithMail | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([start(), sharedBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    await app?.stop();
  });
  return {
    get app() {
      if (!app) throw new Error('The app starts in beforeAll');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('The browser starts in beforeAll');
      return browser;
    },
  };
}
