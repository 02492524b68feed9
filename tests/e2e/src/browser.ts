import { type Browser, chromium, type Page } from 'playwright-core';

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for every journey file of this worker: starting one costs over 3 s of CPU, and
 * the files run one after another here (vitest.shared.ts shares the worker's modules). A file's
 * pages live in contexts of their own, closed after the file (journey.ts). Playwright ends the
 * browser with the worker.
 */
export function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    shared = launchBrowser();
    // A browser that failed to start, or crashed, is not handed to the next file.
    shared.then(
      (browser) => browser.on('disconnected', () => (shared = undefined)),
      () => (shared = undefined),
    );
  }
  return shared;
}

/** Debian's Chromium, started the way this closed network needs (see STACK.md). */
async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

type PageOptions = {
  viewport?: { width: number; height: number };
  isMobile?: boolean;
  /** Where the browser says it is, with the site allowed to ask ("Near me"). */
  geolocation?: { latitude: number; longitude: number };
};

/** A phone as the journeys test it: the narrowest common Android width. */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true } as const;

/**
 * A fresh browser context on the app. `bypassCSP` lets axe-core be injected as a script tag
 * (axe.ts); the CSP itself is tested at the API.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  { viewport = { width: 1280, height: 800 }, isMobile = false, geolocation }: PageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch: isMobile,
    bypassCSP: true,
    ...(geolocation && { geolocation, permissions: ['geolocation'] }),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}
