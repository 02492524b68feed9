import { churchValues } from '@huddle/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../../testing/test-db.js';
import { churchAnalytics } from '../church-analytics/church-analytics.service.js';
import { rollUpDay } from '../visits/rollup.service.js';
import { insertEventViews, insertPageViews } from '../visits/visits.repository.js';
import { adminDashboard } from './dashboard.service.js';

/*
 * One church, its visits and RSVPs written as the tracking writes them, counted by hand; "now" is
 * noon on 15 June 2030 (UTC), so the 30-day period's first day is 17 May.
 */

const NOW = new Date('2030-06-15T12:00:00Z');
const at = (iso: string) => new Date(iso);
const database = useTestDb();
let churchId = 0;

async function event(title: string) {
  const row = await database.db
    .insertInto('events')
    .values({
      title,
      description: 'x',
      sport: 'NFL',
      church_id: churchId,
      timezone: 'UTC',
      datetime: at('2030-07-01T18:00:00Z'),
      created_at: at('2030-04-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A visitor's page views at the given instants (a visitor key lives one UTC day). */
function visitor(key: string, ...times: string[]) {
  return times.map((time) => ({
    path: '/events',
    visitorKey: key,
    referrer: null,
    deviceType: 'mobile',
    at: at(time),
  }));
}

const views = (eventId: number, count: number, time: string) =>
  Array.from({ length: count }, () => ({ eventId, at: at(time) }));

async function rsvps(eventId: number, ...times: string[]) {
  await database.db
    .insertInto('rsvps')
    .values(
      times.map((time, i) => ({
        event_id: eventId,
        attendee_name: 'Fan',
        attendee_email: `fan-${eventId}-${i}-${time}@example.com`,
        created_at: at(time),
      })),
    )
    .execute();
}

beforeAll(async () => {
  const church = await database.db
    .insertInto('churches')
    .values(churchValues({ name: 'Grace', state: 'TX', created_at: at('2030-01-01T00:00:00Z') }))
    .returning('id')
    .executeTakeFirstOrThrow();
  churchId = church.id;
  const final = await event('Final');
  const derby = await event('Derby');

  await insertPageViews(database.db, [
    ...visitor('z', '2030-05-01T09:00:00Z'), // before the 30 days
    ...visitor('p', '2030-06-10T09:00:00Z'),
    // Yesterday: two visitors, one of them on three pages.
    ...visitor('a', '2030-06-14T08:00:00Z', '2030-06-14T08:02:00Z', '2030-06-14T20:00:00Z'),
    ...visitor('b', '2030-06-14T09:00:00Z'),
    // Today, live.
    ...visitor('c', '2030-06-15T01:00:00Z', '2030-06-15T01:05:00Z'),
    ...visitor('d', '2030-06-15T11:00:00Z'),
  ]);
  await insertEventViews(database.db, [
    ...views(final, 20, '2030-05-01T09:00:00Z'),
    ...views(final, 4, '2030-06-14T08:00:00Z'),
    ...views(final, 6, '2030-06-15T01:00:00Z'),
    ...views(derby, 5, '2030-06-15T11:00:00Z'),
  ]);
  await rsvps(final, '2030-05-01T09:30:00Z', '2030-06-14T08:03:00Z', '2030-06-15T01:06:00Z');
  await rsvps(final, '2030-06-15T01:07:00Z');
  await rsvps(derby, '2030-06-15T11:01:00Z');
});

/** The figures of both dashboards for a period, as they read now. */
async function figures(period: '7d' | '30d' | 'all') {
  const admin = await adminDashboard(database.db, period, NOW);
  const church = await churchAnalytics(
    { db: database.db, churchUser: { churchId } },
    churchId,
    period,
    NOW,
  );
  return { admin: admin.userEngagementMetrics, church: church.rsvpConversionRate };
}

const EXPECTED_30D = {
  dailyActiveUsers: 2, // a and b yesterday
  monthlyActiveUsers: 5, // visitor-days since 17 May: p + (a, b) + (c, d)
  pageViews: 8, // 1 + 4 + 3
  // 4 RSVPs since 17 May per 15 event views (4 + 6 + 5): 26.7 %, not "every visitor RSVP'd".
  conversionRates: { visitorToRsvp: 26.7 },
};

describe("the administrator's visit figures", () => {
  it('pins each figure of a period from known visits and RSVPs', async () => {
    const { admin, church } = await figures('30d');
    expect(admin).toEqual(EXPECTED_30D);
    // The church's own dashboard counts its conversion the same way, from the same views.
    expect(church).toBe(26.7);

    const all = await figures('all');
    // 5 RSVPs per 35 event views; 9 page views; the 30 days of visitor-days are the same.
    expect(all.admin).toEqual({
      ...EXPECTED_30D,
      pageViews: 9,
      conversionRates: { visitorToRsvp: 14.3 },
    });
    expect(all.church).toBe(14.3);
  });

  it('says nothing of conversion over a period without event views', async () => {
    const kept = await database.db
      .deleteFrom('event_view_counts')
      .where('hour', '>=', at('2030-06-09T00:00:00Z'))
      .returningAll()
      .execute();
    try {
      const { admin, church } = await figures('7d');
      expect(admin.conversionRates.visitorToRsvp).toBeNull();
      expect(church).toBeNull();
    } finally {
      await database.db.insertInto('event_view_counts').values(kept).execute();
    }
  });

  it('reads the same figures once the finished days are rolled up', async () => {
    for (const day of ['2030-05-01', '2030-06-10', '2030-06-14']) {
      await rollUpDay(database.db, day, NOW);
    }
    // Rolled days say what the raw rows said: nothing counted twice or lost.
    expect((await figures('30d')).admin).toEqual(EXPECTED_30D);
    expect((await figures('all')).admin.conversionRates.visitorToRsvp).toBe(14.3);
  });
});
