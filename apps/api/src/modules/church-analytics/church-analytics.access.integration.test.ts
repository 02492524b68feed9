import { beforeAll, describe, expect, it } from 'vitest';
import { insertEvent, insertRsvp, linkUser } from '../../testing/fixtures.js';
import { registerThroughApi, signedInChurchUser, withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';

/*
 * Who may read a church's analytics, over both surfaces and real HTTP: the REST paths of spec §7
 * and the tRPC procedures the web app calls.
 */

let own: { churchId: number; cookie: string };
let other: { churchId: number; cookie: string };
let member: { cookie: string };
let churchless: { cookie: string };
let ownEventId: number;

type Caller = { cookie?: string | undefined; headers?: Record<string, string> };

const restPaths = (churchId: number | string, query = '') => [
  `/api/churches/${churchId}/analytics${query}`,
  `/api/churches/${churchId}/events/analytics${query}`,
];

function rest(url: string, { cookie, headers }: Caller = {}) {
  return server.app.inject({ method: 'GET', url, cookies: withSession(cookie), headers });
}

function trpc(procedure: 'summary' | 'events', input: unknown, { cookie }: Caller = {}) {
  const encoded = encodeURIComponent(JSON.stringify({ json: input }));
  return server.app.inject({
    method: 'GET',
    url: `/trpc/churchAnalytics.${procedure}?input=${encoded}`,
    cookies: withSession(cookie),
  });
}

const server = useTestServer();
beforeAll(async () => {
  const ownUser = await signedInChurchUser(server.app, server.db, { status: 'canceled' });
  own = { churchId: ownUser.churchId, cookie: ownUser.cookie };
  const otherUser = await signedInChurchUser(server.app, server.db);
  other = { churchId: otherUser.churchId, cookie: otherUser.cookie };
  const memberUser = await registerThroughApi(server.app);
  await linkUser(server.db, memberUser.user.id, own.churchId, 'member');
  member = { cookie: memberUser.cookie };
  churchless = { cookie: (await registerThroughApi(server.app)).cookie };

  ownEventId = await insertEvent(server.db, own.churchId, {
    current_attendees: 0,
    max_attendees: 10,
  });
  await insertRsvp(server.db, ownEventId, 3, 'private.person@example.com');
  const theirs = await insertEvent(server.db, other.churchId);
  await insertRsvp(server.db, theirs, 2);
});

describe('REST GET /api/churches/{id}/analytics and /events/analytics', () => {
  it('answers the own church, whatever the role and with a lapsed subscription', async () => {
    for (const caller of [own, member]) {
      const [summary, events] = await Promise.all(
        restPaths(own.churchId, '?period=7d').map((url) => rest(url, caller)),
      );
      expect(summary?.statusCode, summary?.body).toBe(200);
      expect(summary?.json()).toMatchObject({
        totalEvents: 1,
        upcomingEvents: 1,
        totalAttendees: 3,
        totalCapacityUtilization: 30,
        rsvpConversionRate: null,
      });
      expect(events?.statusCode).toBe(200);
      expect(events?.json()).toEqual([
        expect.objectContaining({ id: ownEventId, rsvpCount: 1, attendanceRate: 30 }),
      ]);
    }
  });

  it('defaults to 30d', async () => {
    const [withDefault, explicit] = await Promise.all([
      rest(`/api/churches/${own.churchId}/analytics`, own),
      rest(`/api/churches/${own.churchId}/analytics?period=30d`, own),
    ]);
    expect(withDefault.json()).toEqual(explicit.json());
  });

  it('says nothing about attendees', async () => {
    for (const url of restPaths(own.churchId, '?period=all')) {
      const body = (await rest(url, own)).body;
      expect(body).not.toContain('private.person');
      expect(body).not.toContain('@');
    }
  });

  it('401 signed out, with a forged session cookie and with a bearer token', async () => {
    const forged = { cookie: 'forged.signature' };
    const bearer = { headers: { authorization: 'Bearer abcdefghijklmnop' } };
    for (const url of restPaths(own.churchId)) {
      for (const caller of [{}, forged, bearer]) {
        const response = await rest(url, caller);
        expect(response.statusCode, url).toBe(401);
        expect(response.json().error).toBe('UNAUTHORIZED');
      }
    }
  });

  it("403 ACCESS_DENIED for another church's analytics, and for a church that does not exist", async () => {
    for (const churchId of [other.churchId, 999_999]) {
      for (const url of restPaths(churchId)) {
        const response = await rest(url, own);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({
          error: 'ACCESS_DENIED',
          message: "You can only see your own church's analytics.",
        });
      }
    }
  });

  it('403 CHURCH_REQUIRED for a user without a church', async () => {
    for (const url of restPaths(own.churchId)) {
      const response = await rest(url, churchless);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('CHURCH_REQUIRED');
    }
  });

  it('400 naming what is wrong for a bad period or id, before any figure is read', async () => {
    const cases = [
      [`?period=2y`, 'period'],
      [`?period=7d%00`, 'period'],
      [`?period=7d&period=30d`, 'period'],
    ] as const;
    for (const [query, field] of cases) {
      for (const url of restPaths(own.churchId, query)) {
        const response = await rest(url, own);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message.toLowerCase()).toContain(field);
      }
    }
    for (const id of ['abc', '-1', '0', '1e3', '99999999999999999999']) {
      for (const url of restPaths(id)) {
        const response = await rest(url, own);
        expect(response.statusCode, url).toBe(400);
      }
    }
  });
});

describe('tRPC churchAnalytics.summary and churchAnalytics.events', () => {
  it('answers the own church', async () => {
    const summary = await trpc('summary', { id: own.churchId, period: 'all' }, own);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().result.data.json).toMatchObject({ totalEvents: 1, totalAttendees: 3 });
    const events = await trpc('events', { id: own.churchId }, own);
    expect(events.statusCode).toBe(200);
    expect(events.json().result.data.json).toHaveLength(1);
  });

  it('refuses signed out (401), another church (403) and a user without a church (403)', async () => {
    for (const procedure of ['summary', 'events'] as const) {
      const signedOut = await trpc(procedure, { id: own.churchId });
      expect(signedOut.statusCode).toBe(401);
      const otherChurch = await trpc(procedure, { id: other.churchId }, own);
      expect(otherChurch.statusCode).toBe(403);
      expect(otherChurch.json().error.json.data.appCode).toBe('ACCESS_DENIED');
      const noChurch = await trpc(procedure, { id: own.churchId }, churchless);
      expect(noChurch.statusCode).toBe(403);
      expect(noChurch.json().error.json.data.appCode).toBe('CHURCH_REQUIRED');
      const badPeriod = await trpc(procedure, { id: own.churchId, period: '2y' }, own);
      expect(badPeriod.statusCode).toBe(400);
    }
  });

  it("another church's user reads only their own figures", async () => {
    const theirs = await trpc('summary', { id: other.churchId, period: 'all' }, other);
    expect(theirs.json().result.data.json).toMatchObject({ totalEvents: 1, totalAttendees: 2 });
  });
});

describe('OpenAPI', () => {
  it('documents both paths with their period parameter', async () => {
    const doc = (await rest('/api/openapi.json')).json();
    for (const path of ['/api/churches/{id}/analytics', '/api/churches/{id}/events/analytics']) {
      expect(JSON.stringify(doc.paths[path].get)).toContain('period');
    }
  });
});
