import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashManageToken } from '../modules/rsvps/manage-token.js';
import { insertChurch, insertEvent, insertRsvp } from '../testing/fixtures.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * A stand-in for the web package: its package.json declares `@huddle/web/server` as the real one
 * does (apps/web/package.json), and the entry behind it renders a page as its URL and answers,
 * so a test sees which entry rendered and with what.
 */
const root = mkdtempSync(join(tmpdir(), 'huddle-web-package-'));
const entry = `
export async function warmUp() {}
export function knownPage(url) {
  return ['/events', '/churches'].includes(url) || new RegExp('^/(events|churches|embed/churches)/[1-9][0-9]*$').test(url)
    || new RegExp('^/(manage-rsvp|waitlist)/[^/]+$').test(url);
}
export function pageQueries(url) {
  if (url.startsWith('/manage-rsvp/')) {
    return [{ procedure: 'rsvpManage.open', input: { token: url.slice('/manage-rsvp/'.length) } }];
  }
  if (url.startsWith('/events/')) {
    return [{ procedure: 'events.byId', input: { id: Number(url.slice('/events/'.length)) } }];
  }
  if (url.startsWith('/churches/') || url.startsWith('/embed/churches/')) {
    const id = Number(url.slice(url.lastIndexOf('/') + 1));
    return [
      { procedure: 'churches.byId', input: { id } },
      { procedure: 'events.list', input: { church: id } },
    ];
  }
  if (url === '/churches') return [{ procedure: 'churches.list', input: {} }];
  return url === '/events' ? [{ procedure: 'events.list', input: { kind: 'watch_party' } }] : [];
}
export function createPageRenderer(parts) {
  return async (url, answers) =>
    \`\${parts.template}<main data-url="\${url}">\${JSON.stringify(answers)}</main>\`;
}
`;
const indexHtml = '<!doctype html><title>Huddle</title><div id="root"></div>';

function writeBuild(dist: string) {
  mkdirSync(join(dist, 'prerendered', 'server'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'prerendered', 'server', 'prerender.js'), entry);
  writeFileSync(
    join(dist, 'prerendered', 'server', 'document.json'),
    JSON.stringify({ template: '<!doctype html><head><title>Rendered</title></head>' }),
  );
}

const pkg = join(root, 'web');
writeBuild(join(pkg, 'dist'));
writeFileSync(
  join(pkg, 'package.json'),
  JSON.stringify({
    name: '@huddle/web',
    type: 'module',
    exports: { './server': { default: './dist/prerendered/server/prerender.js' } },
  }),
);
// The same build copied out of its package, and another build inside the package.
cpSync(join(pkg, 'dist'), join(root, 'copied-dist'), { recursive: true });
writeBuild(join(pkg, 'other-dist'));

const servers: TestServer[] = [];
async function serving(dist: string, env: Record<string, string> = {}) {
  const server = await createTestServer({ WEB_DIST_DIR: dist, ...env });
  servers.push(server);
  return Object.assign(
    (headers: Record<string, string> = {}, url = '/events') =>
      server.app.inject({ method: 'GET', url, headers }),
    { db: server.db },
  );
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(root, { recursive: true, force: true });
});

describe('the web package’s declared server entry', () => {
  it('renders the events page for anonymous visitors with the procedure’s answer', async () => {
    const get = await serving(join(pkg, 'dist'));
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toMatch(
      /^<!doctype html><head><title>Rendered<\/title>.*<\/head><main data-url="\/events">\[/,
    );
    // A signed-in visitor gets the page the app fills in itself.
    const signedIn = await get({ cookie: 'sessionId=someone' });
    expect(signedIn.body).toBe(indexHtml);
  });

  it('is not used for a build copied out of its package, nor for another build', async () => {
    for (const dist of [join(root, 'copied-dist'), join(pkg, 'other-dist')]) {
      const response = await (await serving(dist))();
      expect(response.statusCode, dist).toBe(200);
      expect(response.body, dist).toBe(indexHtml);
    }
  });

  it('answers 404, with the app’s page that says so, for a path that names no page', async () => {
    const get = await serving(join(pkg, 'dist'));
    for (const url of ['/nope', '/feed.xml', '/events/12/more']) {
      const response = await get({}, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('answers 404 for an event that does not exist, to visitors and signed-in users alike', async () => {
    const get = await serving(join(pkg, 'dist'));
    const visitors: Record<string, string>[] = [{}, { cookie: 'sessionId=someone' }];
    for (const headers of visitors) {
      expect((await get(headers, '/events/999999')).statusCode).toBe(404);
    }
  });

  it('renders the directory and a church page for visitors with their data, the page’s head naming it', async () => {
    const get = await serving(join(pkg, 'dist'));
    const churchId = await insertChurch(get.db, { name: 'Rendered Chapel', status: 'active' });
    const eventId = await insertEvent(get.db, churchId, { title: 'Rendered Watch Party' });
    const page = await get({}, `/churches/${churchId}`);
    expect(page.statusCode).toBe(200);
    const [church, events] = JSON.parse(/<main[^>]*>(.*)<\/main>/.exec(page.body)?.[1] ?? '[]');
    expect(church).toMatchObject({ id: churchId, name: 'Rendered Chapel' });
    expect(events.items.map((event: { id: number }) => event.id)).toEqual([eventId]);
    expect(page.body).toContain('<meta property="og:title" content="Rendered Chapel');
    // The directory, with the church among its cards.
    const directory = await get({}, '/churches');
    const [churches] = JSON.parse(/<main[^>]*>(.*)<\/main>/.exec(directory.body)?.[1] ?? '[]');
    expect(churches.items.map((item: { name: string }) => item.name)).toContain('Rendered Chapel');

    // Its events framed on its own site: the same answers, kept out of search results, and
    // framable by any site.
    const framed = await get({}, `/embed/churches/${churchId}`);
    expect(framed.statusCode).toBe(200);
    const [, framedEvents] = JSON.parse(/<main[^>]*>(.*)<\/main>/.exec(framed.body)?.[1] ?? '[]');
    expect(framedEvents.items.map((event: { id: number }) => event.id)).toEqual([eventId]);
    expect(framed.body).toContain('<meta name="robots" content="noindex"');
    expect(framed.body).toContain(
      '<meta property="og:title" content="Upcoming events at Rendered Chapel',
    );
    expect(framed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(framed.headers['x-frame-options']).toBeUndefined();

    // A church that does not exist: 404, to visitors and signed-in users alike.
    const visitors: Record<string, string>[] = [{}, { cookie: 'sessionId=someone' }];
    for (const headers of visitors) {
      expect((await get(headers, '/churches/999999')).statusCode).toBe(404);
      expect((await get(headers, '/embed/churches/999999')).statusCode).toBe(404);
    }
  });

  it("renders a private link's page for whoever holds the link, afresh each time, and lets nothing keep it", async () => {
    // Pages are kept a minute here, as a busy server might keep them.
    const get = await serving(join(pkg, 'dist'), { LIST_CACHE_MS: '60000' });
    const churchId = await insertChurch(get.db, { status: 'active' });
    const eventId = await insertEvent(get.db, churchId, { title: 'Linked Watch Party' });
    const { id: rsvpId } = await insertRsvp(get.db, eventId, 2, 'linked@example.com');
    const token = 'a-private-link-token-for-the-test';
    await get.db
      .updateTable('rsvps')
      .set({ manage_token_hash: hashManageToken(token) })
      .where('id', '=', rsvpId)
      .execute();
    const answerIn = (body: string) =>
      JSON.parse(/<main[^>]*>(.*)<\/main>/.exec(body)?.[1] ?? '[]')[0];

    const page = await get({ 'accept-encoding': 'br' }, `/manage-rsvp/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.etag).toBeUndefined();
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const opened = answerIn((await get({}, `/manage-rsvp/${token}`)).body);
    expect(opened.rsvp).toMatchObject({ attendeeEmail: 'linked@example.com', numberOfGuests: 2 });
    expect(opened.event).toMatchObject({ id: eventId, title: 'Linked Watch Party' });

    // Not kept: a change shows at once.
    await get.db
      .updateTable('rsvps')
      .set({ number_of_guests: 3 })
      .where('id', '=', rsvpId)
      .execute();
    const again = answerIn((await get({}, `/manage-rsvp/${token}`)).body);
    expect(again.rsvp.numberOfGuests).toBe(3);

    // A link that opens nothing: 404, with the app's page that says so.
    const wrong = await get({}, '/manage-rsvp/not-a-token-of-anybody');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toBe(indexHtml);
  });
});
