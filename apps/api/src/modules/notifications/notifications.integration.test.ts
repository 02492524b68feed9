import { describe, expect, it } from 'vitest';
import { rsvpThroughApi } from '../../testing/api-calls.js';
import { insertEvent } from '../../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';

const server = useTestServer();

const get = (url: string, cookie: string) =>
  server.app.inject({ method: 'GET', url, cookies: withSession(cookie) });
const read = (id: number | string, cookie: string) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/notifications/${id}/read`,
    cookies: withSession(cookie),
  });

/** A church of its own per test, so counts start at zero. */
async function churchWithRsvps(count: number) {
  const user = await signedInChurchUser(server.app, server.db);
  const churchId = user.churchId;
  const eventId = await insertEvent(server.db, churchId, {
    title: 'Fight Night',
    max_attendees: 99,
  });
  const rsvps = [];
  for (let i = 0; i < count; i += 1)
    rsvps.push(await rsvpThroughApi(server.app, server.db, eventId));
  return { ...user, churchId, eventId, rsvps };
}

describe('GET /api/churches/{id}/notifications', () => {
  it('lists the RSVP notifications newest first, unread, in pages, without contact details', async () => {
    const c = await churchWithRsvps(5);
    const first = await get(`/api/churches/${c.churchId}/notifications?limit=2`, c.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const items = [...first.json().items];
    let cursor = first.json().nextCursor;
    while (cursor) {
      const page = await get(
        `/api/churches/${c.churchId}/notifications?limit=2&cursor=${cursor}`,
        c.cookie,
      );
      items.push(...page.json().items);
      cursor = page.json().nextCursor;
    }
    expect(items.map((n) => n.rsvpId)).toEqual(c.rsvps.map((r) => r.rsvpId).reverse());
    expect(items[0]).toEqual({
      id: expect.any(Number),
      churchId: c.churchId,
      eventId: c.eventId,
      rsvpId: c.rsvps[4]?.rsvpId,
      type: 'new_rsvp',
      message: expect.stringMatching(/^Visitor \d+ RSVP'd for Fight Night \(2 people\)$/),
      isRead: false,
      createdAt: expect.any(String),
    });
    for (const rsvp of c.rsvps) expect(JSON.stringify(items)).not.toContain(rsvp.email);
  });

  it('answers an empty page to a church with no notifications', async () => {
    const c = await churchWithRsvps(0);
    const response = await get(`/api/churches/${c.churchId}/notifications`, c.cookie);
    expect(response.json()).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a cursor it did not make', async () => {
    const c = await churchWithRsvps(0);
    const response = await get(`/api/churches/${c.churchId}/notifications?cursor=bogus`, c.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^cursor: /);
  });
});

describe('PUT /api/notifications/{id}/read', () => {
  it('marks it read, lowers the unread count, and reading again changes nothing', async () => {
    const c = await churchWithRsvps(3);
    const count = async () => (await get('/api/notifications/unread-count', c.cookie)).json();
    expect(await count()).toEqual({ unread: 3 });
    const list = (await get(`/api/churches/${c.churchId}/notifications`, c.cookie)).json();
    const target = list.items[1];

    const response = await read(target.id, c.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, isRead: true });
    expect(await count()).toEqual({ unread: 2 });
    expect((await read(target.id, c.cookie)).statusCode).toBe(200);
    expect(await count()).toEqual({ unread: 2 });

    const after = (await get(`/api/churches/${c.churchId}/notifications`, c.cookie)).json();
    expect(after.items.map((n: { isRead: boolean }) => n.isRead)).toEqual([false, true, false]);
  });

  it('answers 404 for no such notification and 400 for a bad id', async () => {
    const c = await churchWithRsvps(0);
    expect((await read(2_147_483_000, c.cookie)).statusCode).toBe(404);
    expect((await read('1%00', c.cookie)).statusCode).toBe(400);
    expect((await read(-3, c.cookie)).statusCode).toBe(400);
  });
});
