import type { Db, NewEvent } from '@huddle/db';
import { churchValues, createTestDb, eventValues } from '@huddle/db/testing';
import type { AnalyticsPeriod } from '@huddle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { churchAnalytics, churchEventAnalytics } from './church-analytics.service.js';

/*
 * Every figure against hand-computed fixtures. NOW is Sunday 2026-11-08 12:00 in New York (EST:
 * the clocks went back on Nov 1), 07:00 in Honolulu. Period starts, each at local midnight:
 *   7d   NY 2026-11-02 00:00 EST = 05:00Z   Honolulu 2026-11-02 00:00 = 10:00Z
 *        previous 7d: NY 2026-10-26 00:00 EDT = 04:00Z (an hour longer: it holds the fall-back)
 *   30d  NY 2026-10-10 00:00 EDT = 04:00Z   (a rolling 30 × 24 h would start at 2026-10-09 17:00Z)
 *   90d  NY 2026-08-11 00:00 EDT = 04:00Z
 *   1y   NY 2025-11-09 00:00 EST = 05:00Z
 * Each event sits on one side of a boundary; seats are distinct so a sum names its events.
 */

const NOW = new Date('2026-11-08T17:00:00Z');
const JUST_BEFORE = (iso: string) => new Date(new Date(iso).getTime() - 1);
const HONOLULU_SERVICE = { timezone: 'Pacific/Honolulu', sport: 'Christmas Service' };

let database: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
const churchOf: Record<string, number> = {};
const ids: Record<string, number> = {};

async function church(key: string) {
  const row = await db
    .insertInto('churches')
    .values(churchValues())
    .returning('id')
    .executeTakeFirstOrThrow();
  churchOf[key] = row.id;
}

async function event(key: string, churchKey: string, values: Partial<NewEvent>) {
  const row = await db
    .insertInto('events')
    .values(eventValues(churchOf[churchKey]!, { timezone: 'America/New_York', ...values }))
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
}

async function rsvpAt(eventKey: string, createdAt: Date) {
  await db
    .insertInto('rsvps')
    .values({
      event_id: ids[eventKey]!,
      attendee_name: 'Fan',
      attendee_email: `fan${createdAt.getTime()}${eventKey}@example.com`,
      created_at: createdAt,
    })
    .execute();
}

async function viewsAt(eventKey: string, hour: string, views: number) {
  await db
    .insertInto('event_view_counts')
    .values({ event_id: ids[eventKey]!, hour: new Date(hour), views })
    .execute();
}

const asChurch = (key: string) => ({ db, churchUser: { churchId: churchOf[key]! } });
const summary = (key: string, period: AnalyticsPeriod, now = NOW) =>
  churchAnalytics(asChurch(key), churchOf[key]!, period, now);
const entries = (key: string, period: AnalyticsPeriod, now = NOW) =>
  churchEventAnalytics(asChurch(key), churchOf[key]!, period, now);

beforeAll(async () => {
  database = await createTestDb();
  db = database.db;
  await church('A');
  await church('other');
  await church('quiet');
  await church('march');

  const at = (iso: string) => new Date(iso);
  // key, church, start, seats taken / offered, what else differs from the fixture's event
  const events: [string, string, Date, number, number, Partial<NewEvent>?][] = [
    ['a', 'A', at('2026-11-02T05:00:00Z'), 40, 50],
    ['b', 'A', JUST_BEFORE('2026-11-02T05:00:00Z'), 10, 20, { sport: 'NBA' }],
    ['h', 'A', at('2026-11-02T10:00:00Z'), 8, 10, HONOLULU_SERVICE],
    ['h2', 'A', JUST_BEFORE('2026-11-02T10:00:00Z'), 1, 4, HONOLULU_SERVICE],
    // Oct 31 23:30 EDT: October in New York although November in UTC.
    ['m', 'A', at('2026-11-01T03:30:00Z'), 6, 10],
    ['c', 'A', at('2026-10-10T04:00:00Z'), 30, 100],
    ['d', 'A', JUST_BEFORE('2026-10-10T04:00:00Z'), 5, 10, { sport: 'Soccer' }],
    ['n90in', 'A', at('2026-08-11T04:00:00Z'), 2, 10, { sport: 'Tennis' }],
    ['n90out', 'A', JUST_BEFORE('2026-08-11T04:00:00Z'), 4, 10, { sport: 'Tennis' }],
    ['y1', 'A', at('2025-11-09T05:00:00Z'), 3, 10, { sport: 'Golf' }],
    ['y0', 'A', JUST_BEFORE('2025-11-09T05:00:00Z'), 7, 10, { sport: 'Golf' }],
    ['o', 'A', at('2024-05-01T23:00:00Z'), 50, 50, { sport: 'MLB' }],
    ['u', 'A', at('2026-11-20T00:00:00Z'), 12, 60],
    // A weekly series that began in January and still runs: upcoming, so in every period.
    [
      's',
      'A',
      at('2026-01-04T18:00:00Z'),
      20,
      40,
      {
        is_recurring: true,
        recurrence_pattern: 'weekly',
        recurrence_days_of_week: ['sunday'],
        recurrence_end_date: at('2026-12-31T04:59:59Z'),
        sport: 'Special Service',
      },
    ],
    ['inactive', 'A', at('2026-11-05T00:00:00Z'), 99, 100, { is_active: false }],
    ['theirs', 'other', at('2026-11-05T00:00:00Z'), 33, 40],
    ['quietEvent', 'quiet', at('2026-11-03T00:00:00Z'), 3, 10],
    // Spring forward: 2027-03-14 02:00 EST became 03:00 EDT. NOW2 is 12:00 EDT on Mar 20.
    ['p', 'march', at('2027-03-14T05:00:00Z'), 9, 10],
    ['q', 'march', JUST_BEFORE('2027-03-14T05:00:00Z'), 1, 10],
  ];
  for (const [key, churchKey, datetime, taken, offered, rest] of events) {
    await event(key, churchKey, {
      datetime,
      current_attendees: taken,
      max_attendees: offered,
      ...rest,
    });
  }

  await rsvpAt('a', at('2026-11-02T05:00:00Z'));
  await rsvpAt('a', NOW);
  await rsvpAt('a', JUST_BEFORE('2026-11-02T05:00:00Z'));
  await rsvpAt('a', at('2026-10-26T04:00:00Z'));
  await rsvpAt('a', JUST_BEFORE('2026-10-26T04:00:00Z'));
  await rsvpAt('h', at('2026-11-02T10:00:00Z'));
  // After 05:00Z, so in New York's week; but before Honolulu's midnight, so not in its own.
  await rsvpAt('h', JUST_BEFORE('2026-11-02T10:00:00Z'));
  await rsvpAt('theirs', at('2026-11-05T00:00:00Z'));
  await rsvpAt('inactive', at('2026-11-05T00:00:00Z'));

  await viewsAt('a', '2026-11-02T05:00:00Z', 10);
  await viewsAt('a', '2026-11-02T04:00:00Z', 5);
  await viewsAt('a', '2026-10-26T04:00:00Z', 3);
  await viewsAt('a', '2026-10-26T03:00:00Z', 100);
  await viewsAt('a', '2026-11-08T18:00:00Z', 1000); // after NOW
  await viewsAt('h', '2026-11-02T10:00:00Z', 2);
  await viewsAt('h', '2026-11-02T09:00:00Z', 7);
  await viewsAt('theirs', '2026-11-05T00:00:00Z', 500);
  await viewsAt('inactive', '2026-11-05T00:00:00Z', 400);

  await rsvpAt('quietEvent', at('2026-11-03T00:00:00Z'));

  await rsvpAt('p', at('2027-03-14T05:00:00Z'));
  await rsvpAt('p', JUST_BEFORE('2027-03-14T05:00:00Z'));
  await viewsAt('p', '2027-03-14T05:00:00Z', 4);
  await viewsAt('p', '2027-03-14T04:00:00Z', 6);
});

afterAll(async () => {
  await database.close();
});

describe('church analytics figures at each period boundary (fall-back week)', () => {
  it('7d: the events from local midnight six days ago in each zone, and everything to come', async () => {
    expect(await summary('A', '7d')).toEqual({
      totalEvents: 4, // a, h, u, s
      upcomingEvents: 2, // u, s
      pastEvents: 2,
      totalAttendees: 80, // 40 + 8 + 12 + 20
      averageAttendancePerEvent: 20,
      totalCapacityUtilization: 50, // 80 / (50 + 10 + 60 + 40)
      rsvpConversionRate: 25, // 3 RSVPs / 12 views
      rsvpsInPeriod: 3, // a at 05:00Z and NOW, h at 10:00Z
      eventViews: 12, // a 10, h 2
      previousPeriod: { rsvps: 3, eventViews: 15 }, // a 04:59Z, a Oct 26 04:00Z, h 09:59Z; 5 + 3 + 7
      topSports: [
        { sport: 'NFL', attendees: 52, count: 2 },
        { sport: 'Special Service', attendees: 20, count: 1 },
        { sport: 'Christmas Service', attendees: 8, count: 1 },
      ],
      monthlyTrends: [
        { month: '2026-01', events: 1, attendees: 20 },
        ...['02', '03', '04', '05', '06', '07', '08', '09', '10'].map((mm) => ({
          month: `2026-${mm}`,
          events: 0,
          attendees: 0,
        })),
        { month: '2026-11', events: 3, attendees: 60 },
      ],
    });
  });

  it('30d: starts at midnight EDT before the fall-back, not 30 × 24 hours ago', async () => {
    const figures = await summary('A', '30d');
    expect(figures).toMatchObject({
      totalEvents: 8, // + b, c, h2, m
      upcomingEvents: 2,
      pastEvents: 6,
      totalAttendees: 127,
      averageAttendancePerEvent: 15.9, // 127 / 8 = 15.875
      totalCapacityUtilization: 43.2, // 127 / 294
      rsvpsInPeriod: 7,
      eventViews: 127, // 10 + 5 + 3 + 100 + 2 + 7
      rsvpConversionRate: 5.5, // 7 / 127
      previousPeriod: { rsvps: 0, eventViews: 0 },
    });
    // m (Oct 31 23:30 EDT) is October's, as the church sees its calendar.
    expect(figures.monthlyTrends.slice(-2)).toEqual([
      { month: '2026-10', events: 2, attendees: 36 },
      { month: '2026-11', events: 5, attendees: 71 },
    ]);
  });

  it('90d, 1y and all: each boundary event on its side', async () => {
    expect(await summary('A', '90d')).toMatchObject({
      totalEvents: 10, // + d, n90in
      pastEvents: 8,
      totalAttendees: 134,
      averageAttendancePerEvent: 13.4,
      totalCapacityUtilization: 42.7, // 134 / 314
    });
    expect(await summary('A', '1y')).toMatchObject({
      totalEvents: 12, // + n90out, y1
      pastEvents: 10,
      totalAttendees: 141,
      averageAttendancePerEvent: 11.8, // 11.75
      totalCapacityUtilization: 42.2, // 141 / 334
    });
    const all = await summary('A', 'all');
    expect(all).toMatchObject({
      totalEvents: 14, // + y0, o; never the inactive one nor another church's
      upcomingEvents: 2,
      pastEvents: 12,
      totalAttendees: 198,
      averageAttendancePerEvent: 14.1, // 198 / 14
      totalCapacityUtilization: 50.3, // 198 / 394
      rsvpsInPeriod: 7,
      eventViews: 127,
      rsvpConversionRate: 5.5,
      previousPeriod: null,
    });
    expect(all.monthlyTrends[0]).toEqual({ month: '2024-05', events: 1, attendees: 50 });
    expect(all.monthlyTrends).toHaveLength(31); // 2024-05 … 2026-11
  });

  it('event entries: the period events, latest first, with attendance rate and RSVP count', async () => {
    expect(await entries('A', '7d')).toEqual([
      expect.objectContaining({ id: ids.u, attendanceRate: 20, rsvpCount: 0, upcoming: true }),
      {
        id: ids.h,
        title: expect.any(String),
        sport: 'Christmas Service',
        datetime: new Date('2026-11-02T10:00:00Z'),
        timezone: 'Pacific/Honolulu',
        currentAttendees: 8,
        maxAttendees: 10,
        seatsOffered: 10,
        attendanceRate: 80,
        rsvpCount: 2,
        upcoming: false,
        dates: [],
      },
      expect.objectContaining({ id: ids.a, attendanceRate: 80, rsvpCount: 5, upcoming: false }),
      expect.objectContaining({ id: ids.s, attendanceRate: 50, upcoming: true }),
    ]);
    const all = await entries('A', 'all');
    expect(all.map((e) => e.id)).toEqual(
      ['u', 'h', 'h2', 'a', 'b', 'm', 'c', 'd', 'n90in', 'n90out', 's', 'y1', 'y0', 'o'].map(
        (key) => ids[key],
      ),
    );
    expect(all.find((e) => e.id === ids.h2)?.attendanceRate).toBe(25);
  });

  it('a series offers max attendees on each date people came to, and is rated date by date', async () => {
    await church('series');
    await event('weekly', 'series', {
      datetime: new Date('2026-10-04T14:00:00Z'),
      is_recurring: true,
      recurrence_pattern: 'weekly',
      recurrence_end_date: new Date('2026-10-26T03:59:59Z'),
      max_attendees: 10,
      current_attendees: 10,
    });
    for (const [date, guests] of [
      ['2026-10-04', 6],
      ['2026-10-11', 3],
      ['2026-10-11', 1],
    ] as const) {
      await db
        .insertInto('rsvps')
        .values({
          event_id: ids.weekly!,
          occurrence_date: date,
          attendee_name: 'Fan',
          attendee_email: `fan.${date}.${guests}@example.com`,
          number_of_guests: guests,
        })
        .execute();
    }
    expect(await entries('series', 'all')).toEqual([
      expect.objectContaining({
        currentAttendees: 10,
        maxAttendees: 10,
        seatsOffered: 20,
        attendanceRate: 50,
        rsvpCount: 3,
        dates: [
          { date: '2026-10-04', attendees: 6, rsvpCount: 1, attendanceRate: 60 },
          { date: '2026-10-11', attendees: 4, rsvpCount: 2, attendanceRate: 40 },
        ],
      }),
    ]);
    expect(await summary('series', 'all')).toMatchObject({ totalCapacityUtilization: 50 });
  });

  it('conversion is null, not zero, when no event view was counted', async () => {
    const figures = await summary('quiet', '30d');
    expect(figures).toMatchObject({ rsvpsInPeriod: 1, eventViews: 0, rsvpConversionRate: null });
  });

  it('a church without events answers zeros and empty lists', async () => {
    await church('empty');
    expect(await summary('empty', '30d')).toEqual({
      totalEvents: 0,
      upcomingEvents: 0,
      pastEvents: 0,
      totalAttendees: 0,
      averageAttendancePerEvent: 0,
      totalCapacityUtilization: 0,
      rsvpConversionRate: null,
      rsvpsInPeriod: 0,
      eventViews: 0,
      previousPeriod: { rsvps: 0, eventViews: 0 },
      topSports: [],
      monthlyTrends: [],
    });
    expect(await entries('empty', 'all')).toEqual([]);
  });
});

describe('across the spring-forward change (America/New_York, 2027-03-14)', () => {
  const NOW2 = new Date('2027-03-20T16:00:00Z');

  it('7d begins at midnight EST on the day the clocks go forward', async () => {
    expect(await summary('march', '7d', NOW2)).toMatchObject({
      totalEvents: 1, // p at 00:00 EST, not q a millisecond earlier
      totalAttendees: 9,
      rsvpsInPeriod: 1,
      eventViews: 4,
      rsvpConversionRate: 25,
      previousPeriod: { rsvps: 1, eventViews: 6 },
    });
    expect((await entries('march', '7d', NOW2)).map((e) => e.id)).toEqual([ids.p]);
    expect(await summary('march', '30d', NOW2)).toMatchObject({ totalEvents: 2, eventViews: 10 });
  });
});
