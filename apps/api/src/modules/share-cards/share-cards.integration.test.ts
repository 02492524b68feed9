import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRACE_CHAPEL, insertChurch, insertEvent } from '../../testing/fixtures.js';
import { useTestServer } from '../../testing/test-server.js';

let church: number;
const server = useTestServer();
beforeAll(async () => {
  church = await insertChurch(server.db, GRACE_CHAPEL);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** Where an event's card is now: any old address redirects there. */
async function currentCard(id: number) {
  const moved = await get(`/api/events/${id}/card/old.png`);
  expect(moved.statusCode).toBe(301);
  return String(moved.headers.location);
}

describe('share cards', () => {
  it('draws an event card as a 1200×630 PNG that may be kept for a year', async () => {
    const id = await insertEvent(server.db, church, { title: 'Chiefs at Bills' });
    const path = await currentCard(id);
    expect(path).toMatch(new RegExp(`^/api/events/${id}/card/[\\w-]{16}\\.png$`));

    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const png = PNG.sync.read(response.rawPayload);
    expect([png.width, png.height]).toEqual([1200, 630]);
    // Not a blank canvas: the words are drawn in white over the dark card.
    const pixels = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4 * 97) pixels.add(png.data.readUInt32BE(i));
    expect(pixels.size).toBeGreaterThan(20);

    const again = await get(path, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('moves to a new address when the event changes, and the old one redirects there', async () => {
    const id = await insertEvent(server.db, church, { title: 'Lakers at Celtics' });
    const before = await currentCard(id);
    const oldPng = (await get(before)).rawPayload;

    await server.db
      .updateTable('events')
      .set({ title: 'Celtics at Lakers' })
      .where('id', '=', id)
      .execute();
    const after = await currentCard(id);
    expect(after).not.toBe(before);
    const stale = await get(before);
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(after);
    expect((await get(after)).rawPayload.equals(oldPng)).toBe(false);
  });

  it('has no card for an event that does not exist or is not active, and refuses a bad id', async () => {
    const hidden = await insertEvent(server.db, church, { is_active: false });
    expect((await get(`/api/events/${hidden}/card/x.png`)).statusCode).toBe(404);
    expect((await get('/api/events/999999/card/x.png')).statusCode).toBe(404);
    const bad = await get('/api/events/abc/card/x.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/i);
  });

  it('draws the site card for the home page', async () => {
    const moved = await get('/api/cards/site/x.png');
    expect(moved.statusCode).toBe(301);
    const response = await get(String(moved.headers.location));
    expect(PNG.sync.read(response.rawPayload).width).toBe(1200);
  });
});
