import { expect, it } from 'vitest';
import { newPage } from './browser.js';
import { htmlErrors } from './html-checker.js';
import { useJourney } from './journey.js';

const journey = useJourney();

/** A request as a signed-in browser sends it: it gets the prerendered page, not one with data. */
const SIGNED_IN = { cookie: 'sessionId=someone' };

/** Pages as the app leaves them once it has rendered them, by the heading each then shows. */
const RENDERED = [
  ['/contact', 'Contact Us'],
  ['/nope', '404 Page Not Found'],
  ['/events/999999', 'Event Not Found'],
] as const;

it('every page a machine reads is valid HTML: the Nu HTML Checker finds no error', async () => {
  const { app, browser } = journey;
  const [event] = await (await fetch(`${app.baseURL}/api/events?limit=1&kind=watch_party`)).json();
  const served = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${app.baseURL}${path}`, { headers })).text();

  const documents: Record<string, string> = {
    'home (prerendered)': await served('/'),
    'churches (prerendered)': await served('/churches'),
    'events (prerendered)': await served('/events', SIGNED_IN),
    'an event (prerendered)': await served(`/events/${event.id}`, SIGNED_IN),
    'events with their data': await served('/events'),
    'an event with its data': await served(`/events/${event.id}`),
    'a missing event': await served('/events/999999'),
    'an unknown path': await served('/nope'),
    'a church with its head': await served(`/churches/${event.churchId}`),
    "a church's framed events with their data": await served(`/embed/churches/${event.churchId}`),
  };

  const page = await newPage(browser, app.baseURL);
  for (const [path, heading] of RENDERED) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const rendered = await page.evaluate(() => ({
      html: `<!doctype html>${document.documentElement.outerHTML}`,
      titles: document.querySelectorAll('title').length,
    }));
    expect(rendered.titles, `titles of ${path}`).toBe(1);
    documents[`${path} once rendered`] = rendered.html;
  }
  await page.context().close();

  expect(await htmlErrors(documents)).toEqual([]);
}, 240_000);

it('answers machines truthfully: 404 for what is not there, a real robots.txt and manifest', async () => {
  const { baseURL } = journey.app;
  for (const path of ['/nope', '/events/999999', '/events/not-a-number', '/churches/999999']) {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status, path).toBe(404);
    // The app's page that says so, for a person who followed the link.
    expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
  }

  const robots = await fetch(`${baseURL}/robots.txt`);
  expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
  const rules = await robots.text();
  for (const path of ['/manage-rsvp', '/waitlist', '/admin', '/analytics']) {
    expect(rules).toContain(`Disallow: ${path}\n`);
  }
  expect(rules).not.toMatch(/Disallow: \/(events|churches)?\n/);
  const sitemap = /^Sitemap: (\S+)$/m.exec(rules)?.[1];
  expect(sitemap).toMatch(/\/sitemap\.xml$/);
  const index = await fetch(`${baseURL}/sitemap.xml`);
  expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
  expect(await index.text()).toContain('/sitemaps/events-1.xml</loc>');

  const home = await (await fetch(`${baseURL}/`)).text();
  const href = /<link rel="manifest" href="([^"]+)"/.exec(home)?.[1];
  const manifest = await fetch(`${baseURL}${href}`);
  expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  const { name, start_url, icons } = await manifest.json();
  expect({ name, start_url }).toEqual({ name: 'Huddle', start_url: '/' });
  for (const icon of icons as { src: string }[]) {
    expect((await fetch(`${baseURL}${icon.src}`)).status, icon.src).toBe(200);
  }
});
