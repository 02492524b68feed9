import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertChurch, insertEvent } from '../../testing/fixtures.js';
import { useTestServer } from '../../testing/test-server.js';

const server = useTestServer();
const ids = { church: 0, neverPaid: 0, upcoming: 0, past: 0, hidden: 0, unpaidEvent: 0 };

beforeAll(async () => {
  const { db } = server;
  ids.church = await insertChurch(db);
  ids.neverPaid = await insertChurch(db, { status: 'incomplete' });
  ids.upcoming = await insertEvent(db, ids.church, { datetime: daysFromNow(4) });
  ids.past = await insertEvent(db, ids.church, { datetime: daysFromNow(-4) });
  ids.hidden = await insertEvent(db, ids.church, { is_active: false });
  ids.unpaidEvent = await insertEvent(db, ids.neverPaid, { datetime: daysFromNow(4) });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('what search engines are told to crawl', () => {
  it('robots.txt keeps them out of private pages and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Disallow: /manage-rsvp\n');
    expect(response.body).toContain('Disallow: /embed/\n');
    // An invitation's link and the team page are nobody's search result.
    expect(response.body).toContain('Disallow: /join\n');
    expect(response.body).toContain('Sitemap: http://huddle.test/sitemap.xml\n');
  });

  it('the sitemap index lists the pages, the churches and the events', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locs(response.body)).toEqual([
      'http://huddle.test/sitemaps/pages.xml',
      'http://huddle.test/sitemaps/churches-1.xml',
      'http://huddle.test/sitemaps/events-1.xml',
    ]);
  });

  it('lists the events open for RSVPs of churches visitors see, with their last change', async () => {
    const xml = (await get('/sitemaps/events-1.xml')).body;
    const listed = locs(xml);
    expect(listed).toContain(`http://huddle.test/events/${ids.upcoming}`);
    for (const id of [ids.past, ids.hidden, ids.unpaidEvent]) {
      expect(listed).not.toContain(`http://huddle.test/events/${id}`);
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('lists the churches visitors see, and the site’s own pages', async () => {
    const churches = locs((await get('/sitemaps/churches-1.xml')).body);
    expect(churches).toContain(`http://huddle.test/churches/${ids.church}`);
    expect(churches).not.toContain(`http://huddle.test/churches/${ids.neverPaid}`);
    expect(locs((await get('/sitemaps/pages.xml')).body)).toContain('http://huddle.test/events');
  });

  it('has no sitemap past the last one, nor of any other name', async () => {
    for (const url of [
      '/sitemaps/events-2.xml',
      '/sitemaps/events-0.xml',
      '/sitemaps/users-1.xml',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
