import { expect, it } from 'vitest';
import { useJourney } from './journey.js';

const journey = useJourney();

/** Chromium as people run it: headless Chromium names itself, and bots are not counted. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Polls until `check` holds: the server writes views in batches, about a second apart. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const result = await check();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('a visit is recorded as page views, an event view and a church view, with no cookie', async () => {
  const { app, browser } = journey;
  const started = new Date();
  const event = await app.db
    .selectFrom('events')
    .select(['id', 'church_id'])
    .where('is_active', '=', true)
    .where('datetime', '>', started)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const context = await browser.newContext({ baseURL: app.baseURL, userAgent: DESKTOP_CHROME });
  const page = await context.newPage();

  // A page's heading is in its prerendered or server-rendered HTML before the app has started;
  // its views are reported once the app runs, so each page is left only after all of them went
  // out (the page view, and the event or church view the page records once it has its data).
  const sent = (fragment: string) =>
    page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/visits') && request.postData()?.includes(fragment) === true,
    );
  const open = async (url: string, fragments: string[]) => {
    const reported = Promise.all(fragments.map(sent));
    await page.goto(url);
    await reported;
  };
  await open('/', ['"path":"/"']);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await open(`/events/${event.id}`, [
    `"path":"/events/${event.id}"`,
    `"type":"event","eventId":${event.id}`,
  ]);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await open(`/events?church=${event.church_id}`, [
    '"path":"/events"',
    `"type":"church","churchId":${event.church_id}`,
  ]);
  await page.getByRole('status').filter({ hasText: 'Showing events at' }).waitFor();

  const paths = await eventually('three page views', async () => {
    const rows = await app.db
      .selectFrom('page_views')
      .select(['path', 'visitor_key', 'device_type'])
      .where('created_at', '>=', started)
      .orderBy('id')
      .execute();
    return rows.length >= 3 ? rows : undefined;
  });
  expect(paths.map((row) => row.path)).toEqual(['/', `/events/${event.id}`, '/events']);
  // One visitor: the same key for every page of the visit.
  expect(new Set(paths.map((row) => row.visitor_key)).size).toBe(1);
  expect(paths[0]?.device_type).toBe('desktop');

  await eventually('the event view and its hourly count', async () => {
    const counted = await app.db
      .selectFrom('event_view_counts')
      .select('views')
      .where('event_id', '=', event.id)
      .where('hour', '>=', new Date(Math.floor(started.getTime() / 3_600_000) * 3_600_000))
      .executeTakeFirst();
    return counted && counted.views >= 1 ? counted : undefined;
  });
  await eventually('the church view', () =>
    app.db
      .selectFrom('church_views')
      .select('id')
      .where('church_id', '=', event.church_id)
      .where('created_at', '>=', started)
      .executeTakeFirst(),
  );
  // Tracking sets no cookie: a visitor who signs nothing in has none at all.
  expect(await context.cookies()).toEqual([]);
  await context.close();
});
