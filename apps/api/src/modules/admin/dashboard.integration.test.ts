import type { NewEvent } from '@huddle/db';
import { churchValues } from '@huddle/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.js';
import { adminDashboard, churchGrowthRate, visitorToRsvpRate } from './dashboard.service.js';
import { adminTokenFor, bearer, createAdmin } from './testing/admin-fixtures.js';

let server: Awaited<ReturnType<typeof createTestServer>>;

const NOW = new Date('2030-06-15T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const ids: Record<string, number> = {};

async function church(key: string, state: string, createdAt: Date) {
  const row = await server.db
    .insertInto('churches')
    .values(churchValues({ name: `Church ${key}`, state, created_at: createdAt }))
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
}

async function event(key: string, churchKey: string, values: Partial<NewEvent>) {
  const row = await server.db
    .insertInto('events')
    .values({
      title: `Event ${key}`,
      description: 'x',
      sport: 'NFL',
      datetime: new Date('2030-07-01T00:00:00Z'),
      church_id: ids[churchKey]!,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
}

async function rsvp(eventKey: string, createdAt: Date) {
  await server.db
    .insertInto('rsvps')
    .values({
      event_id: ids[eventKey]!,
      attendee_name: 'Fan',
      attendee_email: `fan${Math.random()}@example.com`,
      created_at: createdAt,
    })
    .execute();
}

async function pageView(sessionKey: string, createdAt: Date) {
  await server.db
    .insertInto('page_views')
    .values({ path: '/events', session_key: sessionKey, created_at: createdAt })
    .execute();
}

beforeAll(async () => {
  server = await createTestServer();
  // This 30-day period starts at NOW − 30 d; the one before it at NOW − 60 d.
  await church('A', 'TX', ago(10 * DAY));
  await church('B', 'TX', ago(30 * DAY)); // first instant of the period: in it
  await church('C', 'GA', ago(30 * DAY + 1)); // last instant of the previous period
  await church('D', 'GA', ago(45 * DAY));
  await church('E', 'OH', ago(60 * DAY)); // first instant of the previous period
  await church('F', 'OH', ago(61 * DAY));

  await event('e1', 'A', { sport: 'NFL', current_attendees: 10, created_at: ago(5 * DAY) });
  await event('e2', 'A', { sport: 'NFL', current_attendees: 3, created_at: ago(30 * DAY) });
  await event('e3', 'B', { sport: 'NBA', current_attendees: 20, created_at: ago(1 * DAY) });
  await event('e4', 'C', { sport: 'NFL', current_attendees: 7, created_at: ago(30 * DAY + 1) });
  await event('e5', 'D', { sport: 'Soccer', current_attendees: 0, created_at: ago(2 * DAY) });

  await rsvp('e1', ago(3 * DAY));
  await rsvp('e1', ago(40 * DAY));
  await rsvp('e3', ago(30 * DAY));

  await pageView('s1', ago(1 * HOUR));
  await pageView('s1', ago(2 * HOUR));
  await pageView('s2', ago(23 * HOUR));
  await pageView('s3', ago(2 * DAY));
  await pageView('s5', ago(29 * DAY));
  await pageView('s4', ago(31 * DAY)); // the log's first row
  // Rollups: one day before the log began (counted), one the log already covers (ignored).
  await server.db
    .insertInto('user_engagement_daily')
    .values([
      { date: '2030-05-06', page_views: 100, unique_visitors: 40 },
      { date: '2030-06-05', page_views: 999, unique_visitors: 999 },
    ])
    .execute();
});
afterAll(() => server.close());

describe('admin dashboard figures', () => {
  it('totals the whole platform whatever the period', async () => {
    const dashboard = await adminDashboard(server.db, '7d', NOW);
    expect(dashboard).toMatchObject({
      totalChurches: 6,
      totalEvents: 5,
      totalAttendees: 40,
      totalRsvps: 3,
    });
  });

  it('compares church sign-ups with the previous period, boundaries included once', async () => {
    // 30d: A and B (at the boundary) against C, D and E: (2 − 3) / 3 = −33.3 %.
    expect((await adminDashboard(server.db, '30d', NOW)).growthMetrics.churchGrowthRate).toBe(
      -33.3,
    );
    // 7d: none against A: −100 %.
    expect((await adminDashboard(server.db, '7d', NOW)).growthMetrics.churchGrowthRate).toBe(-100);
    expect((await adminDashboard(server.db, 'all', NOW)).growthMetrics.churchGrowthRate).toBe(0);
  });

  it('counts visits, active users and the visitor-to-RSVP conversion', async () => {
    const { userEngagementMetrics } = await adminDashboard(server.db, '30d', NOW);
    expect(userEngagementMetrics).toEqual({
      dailyActiveUsers: 2, // s1, s2
      monthlyActiveUsers: 4, // s1, s2, s3, s5
      pageViews: 5,
      // 2 RSVPs in the period (one at its first instant) per 4 visitors.
      conversionRates: { visitorToRsvp: 50 },
    });
    // 90 days reach before the log's first row: that day's rollup adds its 100 views.
    const longer = await adminDashboard(server.db, '90d', NOW);
    expect(longer.userEngagementMetrics.pageViews).toBe(106);
  });

  it('ranks churches by engagement: 10 points an event plus one an attendee', async () => {
    const { topPerformingChurches } = await adminDashboard(server.db, '30d', NOW);
    expect(topPerformingChurches).toEqual([
      {
        churchId: ids.A,
        name: 'Church A',
        totalEvents: 2,
        totalAttendees: 13,
        engagementScore: 33,
      },
      {
        churchId: ids.B,
        name: 'Church B',
        totalEvents: 1,
        totalAttendees: 20,
        engagementScore: 30,
      },
      { churchId: ids.D, name: 'Church D', totalEvents: 1, totalAttendees: 0, engagementScore: 10 },
    ]);
  });

  it('breaks churches, events and attendees down by state', async () => {
    const { geographicInsights } = await adminDashboard(server.db, '30d', NOW);
    expect(geographicInsights).toEqual([
      { state: 'GA', churchCount: 2, eventCount: 1, attendeeCount: 0 },
      { state: 'OH', churchCount: 2, eventCount: 0, attendeeCount: 0 },
      { state: 'TX', churchCount: 2, eventCount: 3, attendeeCount: 33 },
    ]);
  });

  it('ranks sports with average attendance to one decimal', async () => {
    const { sportsTrends } = await adminDashboard(server.db, '30d', NOW);
    expect(sportsTrends).toEqual([
      { sport: 'NFL', eventCount: 2, averageAttendance: 6.5, totalAttendees: 13 },
      { sport: 'NBA', eventCount: 1, averageAttendance: 20, totalAttendees: 20 },
      { sport: 'Soccer', eventCount: 1, averageAttendance: 0, totalAttendees: 0 },
    ]);
    const all = await adminDashboard(server.db, 'all', NOW);
    // NFL of all time: 10, 3 and 7 attendees → 6.666… → 6.7.
    expect(all.sportsTrends[0]).toEqual({
      sport: 'NFL',
      eventCount: 3,
      averageAttendance: 6.7,
      totalAttendees: 20,
    });
  });

  it('is served at GET /api/admin/dashboard to an administrator only', async () => {
    const token = await adminTokenFor(server.app, await createAdmin(server.db));
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?period=all',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalChurches: 6, totalEvents: 5 });
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('dashboard rates', () => {
  it('growth: +100 % from nothing, 0 from nothing to nothing, one decimal otherwise', () => {
    expect(churchGrowthRate(3, 0)).toBe(100);
    expect(churchGrowthRate(0, 0)).toBe(0);
    expect(churchGrowthRate(4, 3)).toBe(33.3);
    expect(churchGrowthRate(2, 2)).toBe(0);
  });

  it('conversion: 0 without visitors, never above 100', () => {
    expect(visitorToRsvpRate(5, 0)).toBe(0);
    expect(visitorToRsvpRate(1, 3)).toBe(33.3);
    expect(visitorToRsvpRate(9, 3)).toBe(100);
  });
});
