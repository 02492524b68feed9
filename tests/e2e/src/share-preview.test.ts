import { expect, it } from 'vitest';
import { useJourney } from './journey.js';

const journey = useJourney();

/** What a chat app or a search engine reads of a page: its HTML as sent, no script run. */
async function asAMachineReadsIt(path: string) {
  const context = await journey.browser.newContext({
    baseURL: journey.app.baseURL,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(path);
  const read = await page.evaluate(() => {
    const meta = (key: string) =>
      document
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content');
    return {
      title: meta('og:title'),
      description: meta('og:description'),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      image: meta('og:image'),
      url: meta('og:url'),
      card: meta('twitter:card'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      data: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? 'null'),
      ),
    };
  });
  await context.close();
  return read;
}

/** The PNG's width and height, from its header. */
async function pictureSize(url: string) {
  const response = await fetch(url);
  expect(response.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await response.arrayBuffer());
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

it('an event link pasted into a chat shows the game, the church, the time and a picture', async () => {
  const { app } = journey;
  const [event] = await (await fetch(`${app.baseURL}/api/events?limit=1&kind=watch_party`)).json();
  const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, app.baseURL);

  const read = await asAMachineReadsIt(`/events/${event.id}`);
  expect(read.title).toBe(`${event.title} · ${event.church.name}`);
  expect(read.description).toContain(event.church.name);
  expect(read.description).toContain(`${event.church.city}, ${event.church.state}`);
  expect(read.description).toMatch(/\d{1,2}:\d\d (AM|PM) \w+/);
  expect(read.descriptions).toBe(1);
  expect(read.card).toBe('summary_large_image');
  expect(read.canonical).toMatch(new RegExp(`/events/${event.id}$`));
  expect(read.url).toBe(read.canonical);
  expect(await pictureSize(local(String(read.image)))).toEqual([1200, 630]);

  // Search engines read each date as a schema.org Event at its church, free to attend.
  expect(read.data.length).toBeGreaterThan(0);
  expect(read.data[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.church.name },
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
  });
  expect(read.data[0].startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d$/);

  const church = await asAMachineReadsIt(`/churches/${event.church.id}`);
  expect(church.title).toContain(event.church.name);
  expect(church.data[0]).toMatchObject({ '@type': 'Church', name: event.church.name });
  expect(await pictureSize(local(String(church.image)))).toEqual([1200, 630]);

  const home = await asAMachineReadsIt('/');
  expect(await pictureSize(local(String(home.image)))).toEqual([1200, 630]);
}, 120_000);
