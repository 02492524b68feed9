import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type App, startApp } from './app.js';
import { launchBrowser } from './browser.js';
import type { AppWithMail } from './mail-app.js';

/**
 * Starts the app (by default without mail delivery; `startAppWithMail` for the mail journeys) and
 * a browser for the journeys of one file and stops both after them. The getters are read inside
 * the tests, once beforeAll has run.
 */
type Journey<A> = { readonly app: A; readonly browser: Browser };

export function useJourney(): Journey<App>;
export function useJourney<A extends App | AppWithMail>(start: () => Promise<A>): Journey<A>;
export function useJourney(start: () => Promise<App | AppWithMail> = startApp) {
  let app: App | AppWithMail | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([start(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
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
