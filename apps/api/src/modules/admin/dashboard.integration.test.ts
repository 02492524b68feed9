import type { NewEvent } from '@huddle/db';
import { churchValues } from '@huddle/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { asNewAdmin } from '../../testing/admin-session.js';
import { useTestServer } from '../../testing/test-server.js';
import { adminDashboard, churchGrowthRate } from './dashboard.service.js';

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

async function pageView(visitorKey: string, createdAt: Date) {
  await server.db
    .insertInto('page_views')
    .values({ path: '/events', visitor_key: visitorKey, created_at: createdAt })
    .execute();
}

async function rolledDay(date: string, pageViews: number, uniqueVisitors: number, eventViews = 0) {
  await server.db
    .insertInto('user_engagement_daily')
    .values({
      date,
      page_views: pageViews,
      unique_visitors: uniqueVisitors,
      event_views: eventViews,
    })
    .execute();
}

async function eventViews(eventKey: string, hour: string, views: number) {
  await server.db
    .insertInto('event_view_counts')
    .values({ event_id: ids[eventKey]!, hour: new Date(hour), views })
    .execute();
}

const server = useTestServer();
beforeAll(async () => {
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

  // Conversion counts RSVPs from the first instant of the period's first visit day (30d: 17 May).
  await rsvp('e5', new Date('2030-05-17T00:00:00Z'));
  await rsvp('e5', new Date('2030-05-16T23:59:59.999Z'));

  // Visits: days up to yesterday (14 June) are rolled up; today is read live from the log.
  await rolledDay('2030-03-17', 9, 9); // 90d starts on 18 March: outside
  await rolledDay('2030-03-18', 7, 3); // first day of 90d
  await rolledDay('2030-05-16', 1000, 100, 50); // the day 30d starts in: outside
  await rolledDay('2030-05-17', 200, 20, 8); // first day of 30d, and of the 30 days of MAU
  await rolledDay('2030-06-14', 50, 5, 6); // yesterday
  await pageView('s9', new Date('2030-06-14T23:59:59Z')); // rolled already: not counted twice
  await pageView('s2', new Date('2030-06-15T00:00:00Z')); // today's first instant
  await pageView('s1', ago(2 * HOUR));
  await pageView('s1', ago(1 * HOUR));
  // Event views: before the first rolled day and today live; a rolled day's from its rollup
  // (which says 6, not what its hour counts say, so the figure shows where it was read).
  await eventViews('e1', '2030-03-10T05:00:00Z', 7);
  await eventViews('e1', '2030-06-14T05:00:00Z', 2);
  await eventViews('e1', '2030-06-15T10:00:00Z', 3);
});

describe('admin dashboard figures', () => {
  it('totals the whole platform whatever the period', async () => {
    const dashboard = await adminDashboard(server.db, '7d', NOW);
    expect(dashboard).toMatchObject({
      totalChurches: 6,
      totalEvents: 5,
      totalAttendees: 40,
      totalRsvps: 5,
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

  it('counts visits from the rollups and today live, by whole UTC days', async () => {
    const visits = async (period: '7d' | '30d' | '90d' | 'all') =>
      (await adminDashboard(server.db, period, NOW)).userEngagementMetrics;
    expect(await visits('30d')).toEqual({
      dailyActiveUsers: 5, // yesterday's unique visitors
      monthlyActiveUsers: 27, // visitor-days of 17 May to today: 20 + 5 + 2
      pageViews: 253, // 200 + 50 + 3 today
      // 2 RSVPs (12 June, 17 May at midnight) per 17 event views (8 + 6 rolled, 3 today).
      conversionRates: { visitorToRsvp: 11.8 },
    });
    expect((await visits('7d')).pageViews).toBe(53); // 9 to 15 June
    expect((await visits('90d')).pageViews).toBe(1260); // 18 March on
    expect((await visits('all')).pageViews).toBe(1269);
    // All 5 RSVPs per 74 event views: 64 rolled, 7 before the first rolled day, 3 today.
    expect((await visits('all')).conversionRates.visitorToRsvp).toBe(6.8);
  });

  it('reads a finished day live while the job has not rolled it yet', async () => {
    await server.db.deleteFrom('user_engagement_daily').where('date', '=', '2030-06-14').execute();
    try {
      expect((await adminDashboard(server.db, '30d', NOW)).userEngagementMetrics).toEqual({
        dailyActiveUsers: 1, // s9, from the log
        monthlyActiveUsers: 23, // 20 + 1 + 2
        pageViews: 204, // 200 + 1 + 3
        conversionRates: { visitorToRsvp: 15.4 }, // 2 per 8 + 2 (its hour counts) + 3
      });
    } finally {
      await rolledDay('2030-06-14', 50, 5, 6);
    }
  });

  it("counts the period's RSVPs from the platform rollups where days are rolled", async () => {
    // Rolled days from 17 May to yesterday, one of them saying 25 RSVPs (not what the live table
    // holds, so the figure shows where it was read); today and the days before 17 May are live.
    const days = Array.from({ length: 29 }, (_, i) =>
      new Date(Date.UTC(2030, 4, 17 + i)).toISOString().slice(0, 10),
    );
    await server.db
      .insertInto('platform_analytics_daily')
      .values(days.map((date) => ({ date, new_rsvps: date === '2030-06-01' ? 25 : 0 })))
      .execute();
    await rsvp('e5', ago(1 * HOUR)); // today, live
    try {
      const { userEngagementMetrics } = await adminDashboard(server.db, '30d', NOW);
      // (25 rolled + 1 today) per 17 event views: more RSVPs than views is shown, not hidden.
      expect(userEngagementMetrics.conversionRates.visitorToRsvp).toBe(152.9);
      // 90d reaches before the first rolled day: 18 March to 16 May live (the RSVPs of 6 May,
      // 16 May at noon and 16 May, 23:59:59.999), 25 rolled, 1 today; 29 per 50 + 17 event views.
      const longer = await adminDashboard(server.db, '90d', NOW);
      expect(longer.userEngagementMetrics.conversionRates.visitorToRsvp).toBe(43.3);
      expect(longer.totalRsvps).toBe(6);
    } finally {
      await server.db.deleteFrom('platform_analytics_daily').execute();
      await server.db
        .deleteFrom('rsvps')
        .where('created_at', '=', ago(1 * HOUR))
        .execute();
    }
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
    const admin = await asNewAdmin(server);
    const response = await admin.request('GET', '/api/admin/dashboard?period=all');
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
});
