import { expect, it } from 'vitest';
import { watchPartyWithRoom } from './app.js';
import { PHONE } from './browser.js';
import { isFocused } from './focus.js';
import { useJourney } from './journey.js';

const journey = useJourney();

const PRERENDERED = ['/', '/events', '/churches'];

it('a prerendered page is styled from its HTML alone, before any stylesheet or code arrives', async () => {
  const { app, browser } = journey;
  const context = await browser.newContext({ baseURL: app.baseURL });
  // What a phone on a slow network has at its first paint: the HTML, nothing it links to.
  await context.route(/\/assets\/.+\.(?:js|css)$/, (route) => route.abort());
  const page = await context.newPage();
  for (const path of PRERENDERED) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.isVisible()).toBe(true);
    const looks = await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      const style = getComputedStyle(h1);
      return {
        font: getComputedStyle(document.body).fontFamily,
        headingSize: Number.parseFloat(style.fontSize),
        margin: getComputedStyle(document.body).margin,
      };
    });
    // Mantine's baseline and theme apply (an unstyled page has an 8px body margin and a serif
    // font), and the text is set in the fallback faces sized like the web fonts.
    expect(looks.margin, path).toBe('0px');
    expect(looks.font, path).toMatch(/Fallback/);
    expect(looks.headingSize, path).toBeGreaterThan(20);
  }
  await context.close();
});

it('once the app has started, the full stylesheets apply and the web fonts are in', async () => {
  const { app, browser } = journey;
  const context = await browser.newContext({ baseURL: app.baseURL });
  const page = await context.newPage();
  for (const path of PRERENDERED) {
    // The app reports the view once it runs (features/visits), after the stylesheets applied.
    const started = page.waitForRequest((request) => request.url().endsWith('/api/visits'));
    await page.goto(path);
    await started;
    const state = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        deferred: document.querySelectorAll('link[data-beasties-media], link[media="print"]')
          .length,
        inter: [...document.fonts].some(
          (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
        ),
      };
    });
    expect(state, path).toEqual({ deferred: 0, inter: true });
  }
  await context.close();
});

it('the events list, an event page and the churches pages arrive with their data in the HTML, for visitors', async () => {
  const { app, browser } = journey;
  const [first] = await (await fetch(`${app.baseURL}/api/events?limit=1&kind=watch_party`)).json();
  const context = await browser.newContext({ baseURL: app.baseURL });
  await context.route(/\/assets\/.+\.(?:js|css)$/, (route) => route.abort());
  const page = await context.newPage();

  await page.goto('/events');
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(1);
  await page.getByRole('heading', { name: first.title }).first().waitFor();

  await page.goto(`/events/${first.id}`);
  await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
  expect(await page.title()).toContain(first.title);

  // The hosting church's page: the church and its events, with no code run.
  await page.goto(`/churches/${first.church.id}`);
  await page.getByRole('heading', { level: 1, name: first.church.name }).waitFor();
  await page.getByRole('heading', { name: first.title }).first().waitFor();
  expect(await page.title()).toContain(first.church.name);

  // Its events framed on its own website.
  await page.goto(`/embed/churches/${first.church.id}`);
  await page.getByRole('heading', { level: 1, name: `Upcoming at ${first.church.name}` }).waitFor();
  await page.getByRole('heading', { name: first.title }).first().waitFor();

  // The directory: its cards, the church among them.
  await page.goto('/churches');
  await page.getByRole('heading', { name: first.church.name }).first().waitFor();
  await context.close();

  // A signed-in user's view of a list differs (a church sees its own events' RSVPs), so a request
  // with a cookie gets the page without answers and the app asks for them itself.
  const signedIn = await (
    await fetch(`${app.baseURL}/events`, { headers: { cookie: 'huddle.sid=anything' } })
  ).text();
  expect(signedIn).not.toContain('id="huddle-state"');
  expect(signedIn).not.toContain(first.title);
});

it('the app starts from the answers in the page and does not ask for them again', async () => {
  const { app, browser } = journey;
  const context = await browser.newContext({ baseURL: app.baseURL });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/trpc\/[^?]*(events|churches)\.(list|byId)/.test(request.url())) {
      asked.push(request.url());
    }
  });
  const started = page.waitForRequest((request) => request.url().endsWith('/api/visits'));
  await page.goto('/events');
  await started;
  // The list works as an app: the first card's link leads to its page.
  await page.getByRole('article').first().getByRole('link').first().click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(asked.filter((url) => url.includes('events.list'))).toEqual([]);

  // A church page, landed on: neither the church nor its events are asked for again.
  const [first] = await (await fetch(`${app.baseURL}/api/events?limit=1`)).json();
  asked.length = 0;
  const churchStarted = page.waitForRequest((request) => request.url().endsWith('/api/visits'));
  await page.goto(`/churches/${first.church.id}`);
  await churchStarted;
  await page.getByRole('heading', { level: 1, name: first.church.name }).waitFor();
  expect(asked).toEqual([]);
  await context.close();
});

it('a button pressed before the app has started does its work once the app runs', async () => {
  const { app, browser } = journey;
  const event = await watchPartyWithRoom(app.db, 2);
  const context = await browser.newContext({ baseURL: app.baseURL, ...PHONE, hasTouch: true });
  // The app's code arrives only when the test lets it: a slow network, frozen at this moment.
  let letCodeThrough = () => {};
  const codeMayCome = new Promise<void>((resolve) => {
    letCodeThrough = resolve;
  });
  let codeAsked = false;
  await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    codeAsked = true;
    await codeMayCome;
    await route.continue();
  });
  const page = await context.newPage();
  // Not 'load': a script the page adds before its load event holds that event back, and this one
  // is held on purpose.
  await page.goto(`/events/${event.id}`, { waitUntil: 'domcontentloaded' });
  // The code starts on its own after the first paint.
  await expect.poll(() => codeAsked).toBe(true);

  const rsvp = page.getByRole('region', { name: 'RSVP' }).getByRole('button', { name: 'RSVP Now' });
  await rsvp.click();
  expect(await rsvp.getAttribute('aria-busy')).toBe('true');
  expect(await page.getByLabel('Full Name').isVisible()).toBe(false);

  letCodeThrough();
  const name = page.getByLabel('Full Name');
  await expect.poll(() => isFocused(name), { timeout: 20_000 }).toBe(true);
  await context.close();
});
