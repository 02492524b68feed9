import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { embedSnippet } from '@huddle/domain';
import type { BrowserContext, Frame, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seatsTaken, watchPartyWithRoom } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage, PHONE } from './browser.js';
import { useJourney } from './journey.js';
import { fitsWidth } from './steps.js';

/*
 * A church puts its events on its own website (issue 30, item 5): the snippet on a page of another
 * site (http://localhost:<port>, while the app is http://127.0.0.1:<port>: another origin and
 * another site), served under a strict Content-Security-Policy that allows Huddle's script and
 * frames and nothing else, not even styles.
 */

const journey = useJourney();
let host: Server;
let hostOrigin: string;
let church: { id: number; name: string };
let event: Awaited<ReturnType<typeof watchPartyWithRoom>>;

/** The host's policy: only Huddle's script and frames; no inline script or style, no images. */
const strictPolicy = (appOrigin: string, scripts: string) =>
  [
    "default-src 'none'",
    `script-src ${scripts}`,
    `frame-src ${appOrigin}`,
    "style-src 'none'",
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

const hostPage = (snippet: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${church.name}</title></head>` +
  `<body><h1>Welcome to ${church.name}</h1><p>Join us on game day.</p>${snippet}<p>Our address</p></body></html>`;

beforeAll(async () => {
  const { app } = journey;
  event = await watchPartyWithRoom(app.db, 4);
  church = await app.db
    .selectFrom('events')
    .innerJoin('churches', 'churches.id', 'events.church_id')
    .select(['churches.id', 'churches.name'])
    .where('events.id', '=', event.id)
    .executeTakeFirstOrThrow();
  const snippet = embedSnippet(app.baseURL, church.id, church.name);
  host = createServer((request, response) => {
    // '/': the script allowed; '/no-script': the same snippet where the policy refuses it.
    const scripts = request.url === '/no-script' ? "'none'" : app.baseURL;
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': strictPolicy(app.baseURL, scripts),
    });
    response.end(hostPage(snippet));
  });
  await new Promise<void>((resolve) => host.listen(0, 'localhost', resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (host) await new Promise((resolve) => host.close(resolve));
});

/**
 * A browser that enforces every page's CSP (the journeys' pages bypass it to inject axe), with
 * each policy violation on the host page collected: a listener added before the page's own code,
 * by the browser, not by the page's policy.
 */
async function hostContext(options: { viewport?: { width: number; height: number } } = {}) {
  const context = await journey.browser.newContext({
    viewport: { width: 1024, height: 700 },
    ...options,
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (violation) =>
      seen.push(`${violation.violatedDirective} ${violation.blockedURI}`),
    );
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: string[] }).violations);

/** The frame the snippet shows, once its page has said what it is. */
async function framed(page: Page): Promise<{ element: Locator; frame: Frame }> {
  const element = page.locator(`[data-huddle-church="${church.id}"] iframe`);
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the snippet shows no frame');
  await frame.getByRole('heading', { level: 1, name: `Upcoming at ${church.name}` }).waitFor();
  return { element, frame };
}

/** The frame's height as the host page lays it out, in pixels. */
const frameHeight = (element: Locator) => element.evaluate((frame) => frame.clientHeight);

/** How far down the framed page's content (or its open dialog) reaches. */
const contentBottom = (frame: Frame) =>
  frame.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('main, [role="dialog"]')].map(
        (part) => part.getBoundingClientRect().bottom + window.scrollY,
      ),
    ),
  );

async function expectNoCookies(context: BrowserContext) {
  expect(await context.cookies()).toEqual([]);
}

it("shows the church's events on its website under a strict CSP, sized to fit, and takes an RSVP in a dialog", async () => {
  const { context, page } = await hostContext();
  await page.goto(`${hostOrigin}/`);
  await page.locator('[data-huddle-church][data-huddle-ready]').waitFor({ state: 'attached' });
  const { element, frame } = await framed(page);
  expect(frame.url()).toBe(`${journey.app.baseURL}/embed/churches/${church.id}`);
  await expect(element.getAttribute('title')).resolves.toBe(`Upcoming events at ${church.name}`);

  // The frame takes the height of what it shows: no scroll bar of its own, no gap below.
  const row = frame.getByRole('listitem').filter({ hasText: event.title }).first();
  await row.waitFor();
  await expect
    .poll(async () => (await frameHeight(element)) - (await contentBottom(frame)), {
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(0);
  const fitted = await frameHeight(element);
  expect(fitted).not.toBe(600);
  expect(fitted - (await contentBottom(frame))).toBeLessThan(4);
  expect(
    await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
  ).toBe(true);

  // A message of the host's own (or any origin but Huddle's) sizes nothing.
  await page.evaluate(() => window.postMessage({ type: 'huddle:height', height: 5 }, '*'));
  await page.waitForTimeout(200);
  expect(await frameHeight(element)).toBe(fitted);

  // The event's own page opens in a new tab, never inside the frame.
  const title = row.getByRole('link', { name: new RegExp(event.title) });
  await expect(title.getAttribute('target')).resolves.toBe('_blank');
  await expect(title.getAttribute('rel')).resolves.toBe('noopener');

  // RSVP in a dialog, labelled by the event, which Escape closes.
  const rsvp = row.getByRole('button', { name: 'RSVP' });
  await rsvp.click();
  const dialog = frame.getByRole('dialog', { name: `RSVP: ${event.title}` });
  const focused = (target: Locator) =>
    expect.poll(() => target.evaluate((element) => element === document.activeElement)).toBe(true);
  await focused(dialog.getByLabel('Full Name'));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await focused(rsvp);

  await page.keyboard.press('Enter');
  await focused(dialog.getByLabel('Full Name'));
  // The frame holds the whole dialog: its last button is on the host's page.
  await expect
    .poll(async () => (await frameHeight(element)) >= (await contentBottom(frame)))
    .toBe(true);
  await dialog.getByLabel('Full Name').fill('Riley Neighbor');
  await dialog.getByLabel('Email').fill('riley.neighbor@example.com');
  await dialog.getByLabel('How many people').fill('2');
  await dialog.getByRole('button', { name: 'Confirm RSVP' }).click();

  const going = dialog.getByRole('region', { name: "You're going!" });
  await going.waitFor();
  expect(await going.textContent()).toContain('Riley Neighbor, your spot is saved for');
  expect(await seatsTaken(journey.app.db, event.id)).toBe(event.current_attendees + 2);

  // Nothing was refused on the host's page, and no cookie was set, by Huddle or anyone.
  expect(await violations(page)).toEqual([]);
  await expectNoCookies(context);
  await context.close();
});

it('still shows the events in a frame where the host allows no script', async () => {
  const { context, page } = await hostContext();
  await page.goto(`${hostOrigin}/no-script`);
  const { element, frame } = await framed(page);
  await frame.getByRole('listitem').first().waitFor();
  // The snippet's own frame, at its own height: the script that would size it was refused.
  expect(await frameHeight(element)).toBe(600);
  expect(await violations(page)).toEqual([`script-src-elem ${journey.app.baseURL}/embed.js`]);
  await context.close();
});

it('the framed page is accessible and fits a phone, the RSVP dialog too', async () => {
  const page = await newPage(journey.browser, journey.app.baseURL, PHONE);
  await page.goto(`/embed/churches/${church.id}`);
  await page.getByRole('heading', { level: 1, name: `Upcoming at ${church.name}` }).waitFor();
  await page.getByRole('listitem').first().waitFor();
  expect(await page.getByRole('banner').count()).toBe(0);
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page, 'the framed events on a phone');

  await page
    .getByRole('listitem')
    .filter({ hasText: event.title })
    .getByRole('button', { name: /RSVP|Join waitlist/ })
    .click();
  await page.getByRole('dialog').getByLabel('Full Name').waitFor();
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page, 'the RSVP dialog of the framed events');
  await page.context().close();
});

it('an unknown church is a 404 that says so in the frame', async () => {
  const page = await newPage(journey.browser, journey.app.baseURL);
  const response = await page.goto('/embed/churches/999999');
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'Church Not Found' }).waitFor();
  await page.context().close();
});
