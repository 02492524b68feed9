import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, started the way this closed network needs (see STACK.md). */
export async function launchBrowser(): Promise<Browser> {
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
