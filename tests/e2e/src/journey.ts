import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type App, startApp } from './app.js';
import { launchBrowser } from './browser.js';

/**
 * Starts the app and a browser for the journeys of one file and stops both after them. The
 * getters are read inside the tests, once beforeAll has run.
 */
export function useJourney(): { readonly app: App; readonly browser: Browser } {
  let app: App | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
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
