import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertChurch } from '../../testing/fixtures.js';
import { useTestServer } from '../../testing/test-server.js';

let eventId: number;
let churchId: number;

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ADDRESS = '203.0.113.77';

function visit(
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = ADDRESS,
  asText = false,
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/visits',
    remoteAddress,
    headers: {
      'user-agent': BROWSER,
      'content-type': asText ? 'text/plain;charset=UTF-8' : 'application/json',
      ...headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/** Everything the three raw logs and the hourly counts hold, after the buffer is written. */
async function recorded() {
  await server.visits.flush();
  const [pages, events, counts, churches] = await Promise.all([
    server.db.selectFrom('page_views').selectAll().orderBy('id').execute(),
    server.db.selectFrom('event_views').selectAll().orderBy('id').execute(),
    server.db.selectFrom('event_view_counts').selectAll().execute(),
    server.db.selectFrom('church_views').selectAll().orderBy('id').execute(),
  ]);
  return { pages, events, counts, churches };
}

const server = useTestServer();
beforeAll(async () => {
  // The column's default status, as an unconfigured church has.
  churchId = await insertChurch(server.db, { status: 'unpaid' });
  const event = await server.db
    .insertInto('events')
    .values({
      title: 'Watch party',
      description: 'x',
      sport: 'NFL',
      datetime: new Date('2031-01-01T00:00:00Z'),
      church_id: churchId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  eventId = event.id;
});
beforeEach(async () => {
  await server.visits.flush();
  await sql`truncate page_views, event_views, event_view_counts, church_views`.execute(server.db);
});

describe('POST /api/visits', () => {
  it('records a page view and keeps no address, user agent or cookie', async () => {
    const response = await visit({
      type: 'pageview',
      path: '/events?zip=78701#top',
      referrer: 'https://www.google.com/search?q=watch+party+near+me',
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { pages } = await recorded();
    expect(pages).toHaveLength(1);
    const row = pages[0]!;
    expect(Object.keys(row).sort()).toEqual([
      'created_at',
      'device_type',
      'id',
      'path',
      'referrer',
      'visitor_key',
    ]);
    expect(row).toMatchObject({
      path: '/events',
      referrer: 'www.google.com',
      device_type: 'desktop',
    });
    expect(row.visitor_key).toMatch(/^[0-9a-f]{32}$/);
    // Not one column holds the address, the user agent or anything of the search.
    const everything = JSON.stringify(await sql`select * from page_views`.execute(server.db));
    for (const secret of [ADDRESS, '113.77', 'Chrome', 'Windows', 'watch', 'zip']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('counts a visitor once a day: the same address and browser give the same key', async () => {
    await visit({ type: 'pageview', path: '/' });
    await visit({ type: 'pageview', path: '/events' });
    await visit({ type: 'pageview', path: '/' }, { 'user-agent': PHONE });
    await visit({ type: 'pageview', path: '/' }, {}, '198.51.100.4');
    const { pages } = await recorded();
    expect(pages).toHaveLength(4);
    const keys = pages.map((p) => p.visitor_key);
    expect(keys[0]).toBe(keys[1]);
    expect(new Set(keys).size).toBe(3);
    expect(pages[2]!.device_type).toBe('mobile');
  });

  it('records nothing under Do Not Track, Global Privacy Control, or for a bot', async () => {
    const asked: Record<string, string>[] = [
      { dnt: '1' },
      { 'sec-gpc': '1' },
      {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
      {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      },
      { 'user-agent': 'curl/8.5.0' },
      { 'user-agent': '' },
    ];
    for (const headers of asked) {
      for (const payload of [
        { type: 'pageview', path: '/' },
        { type: 'event', eventId },
        { type: 'church', churchId },
      ]) {
        expect((await visit(payload, headers)).statusCode).toBe(204);
      }
    }
    // DNT: 0 is no objection.
    await visit({ type: 'pageview', path: '/' }, { dnt: '0' });
    const { pages, events, counts, churches } = await recorded();
    expect(pages).toHaveLength(1);
    expect(events).toEqual([]);
    expect(counts).toEqual([]);
    expect(churches).toEqual([]);
  });

  it('counts event views in the log and in the hourly counts, and church views', async () => {
    for (let i = 0; i < 3; i++) await visit({ type: 'event', eventId });
    await visit({ type: 'church', churchId });
    const { events, counts, churches } = await recorded();
    expect(events.map((e) => e.event_id)).toEqual([eventId, eventId, eventId]);
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatchObject({ event_id: eventId, views: 3 });
    expect(counts[0]!.hour.getUTCMinutes()).toBe(0);
    expect(churches.map((c) => c.church_id)).toEqual([churchId]);
  });

  it('skips views of an event or church that does not exist, keeping the rest of the batch', async () => {
    await visit({ type: 'event', eventId: 2_000_000_000 });
    await visit({ type: 'church', churchId: 2_000_000_000 });
    await visit({ type: 'event', eventId });
    await visit({ type: 'pageview', path: '/events' });
    const { pages, events, counts, churches } = await recorded();
    expect(pages).toHaveLength(1);
    expect(events.map((e) => e.event_id)).toEqual([eventId]);
    expect(counts.map((c) => [c.event_id, c.views])).toEqual([[eventId, 1]]);
    expect(churches).toEqual([]);
  });

  it("keeps the private links' tokens (an RSVP's, a waitlist place's) out of the path", async () => {
    await visit({ type: 'pageview', path: '/manage-rsvp/s3cr3t-token-value?x=1' });
    await visit({ type: 'pageview', path: '/waitlist/an0ther-s3cr3t' });
    const { pages } = await recorded();
    expect(pages.map((page) => page.path).sort()).toEqual([
      '/manage-rsvp/:token',
      '/waitlist/:token',
    ]);
  });

  it("takes sendBeacon's text/plain body, and refuses other sites and form posts", async () => {
    expect(
      (
        await visit(
          { type: 'pageview', path: '/' },
          { origin: 'http://huddle.test' },
          ADDRESS,
          true,
        )
      ).statusCode,
    ).toBe(204);
    const crossSite = await visit(
      { type: 'pageview', path: '/' },
      { origin: 'https://evil.example' },
      ADDRESS,
      true,
    );
    expect(crossSite.statusCode).toBe(403);
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/visits',
      headers: { 'user-agent': BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'type=pageview&path=/',
    });
    expect(form.statusCode).toBe(415);
    const { pages } = await recorded();
    expect(pages).toHaveLength(1);
  });

  it('answers bad input with a 400 naming what is wrong, and records nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /type/],
      [{ type: 'click', path: '/' }, /type/],
      [{ type: 'pageview' }, /path/],
      [{ type: 'pageview', path: 'events' }, /path/],
      [{ type: 'pageview', path: '//evil.example/x' }, /path/],
      [{ type: 'pageview', path: '/a\u0000b' }, /path/],
      [{ type: 'pageview', path: `/${'x'.repeat(5000)}` }, /path/],
      [{ type: 'pageview', path: '/', referrer: 'https://a.example/\u001b[31m' }, /referrer/],
      [{ type: 'pageview', path: '/', visitor: 'me' }, /visitor|Unrecognized/i],
      [{ type: 'event', eventId: 1e20 }, /eventId/],
      [{ type: 'event', eventId: -3 }, /eventId/],
      [{ type: 'event', eventId: 1.5 }, /eventId/],
      [{ type: 'event', eventId: 'DROP TABLE' }, /eventId/],
      [{ type: 'church' }, /churchId/],
      [[{ type: 'pageview', path: '/' }], /type|object|expected/i],
      ['{"type": "pageview", ', /JSON|body/i],
      ['null', /.+/],
    ];
    for (const [payload, message] of cases) {
      for (const asText of [false, true]) {
        const response = await visit(payload, {}, ADDRESS, asText);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toMatch(message);
      }
    }
    const huge = await visit({ type: 'pageview', path: '/', referrer: 'x'.repeat(10_000) });
    expect(huge.statusCode).toBe(413);
    const { pages, events, churches } = await recorded();
    expect([pages, events, churches]).toEqual([[], [], []]);
  });
});
