import { churchValues, createTestDb } from '@huddle/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryLog, startTestJobs, testJobsConfig } from '../../testing/jobs.js';
import { useTestDb } from '../../testing/test-db.js';
import { waitFor } from '../../testing/wait.js';
import { BackfillError, backfill, backfillDays } from './backfill.js';
import { addDays, rollUpDay, runAnalyticsMaintenance } from './rollup.service.js';
import { utcDay } from './visitor-key.js';

/*
 * Hand-computed fixtures around the midnight between 13 and 14 June 2030 (UTC); "now" is noon on
 * the 15th, so both days are over and the 15th is not.
 */

const NOW = new Date('2030-06-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

async function church(name: string, state: string, createdAt: string) {
  const row = await database.db
    .insertInto('churches')
    .values(churchValues({ name, state, created_at: at(createdAt) }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function event(
  churchId: number,
  sport: string,
  attendees: number,
  createdAt: string,
  datetime: string,
) {
  const row = await database.db
    .insertInto('events')
    .values({
      title: 'x',
      description: 'x',
      sport,
      church_id: churchId,
      current_attendees: attendees,
      max_attendees: 50,
      created_at: at(createdAt),
      datetime: at(datetime),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function rsvp(eventId: number, guests: number, createdAt: string) {
  await database.db
    .insertInto('rsvps')
    .values({
      event_id: eventId,
      attendee_name: 'Fan',
      attendee_email: `fan${Math.random()}@example.com`,
      number_of_guests: guests,
      created_at: at(createdAt),
    })
    .execute();
}

async function page(visitor: string, createdAt: string, device: string, referrer?: string) {
  await database.db
    .insertInto('page_views')
    .values({
      path: '/events',
      visitor_key: visitor,
      device_type: device,
      referrer: referrer ?? null,
      created_at: at(createdAt),
    })
    .execute();
}

/** The day's row of a rollup table, without the time it was written. */
async function dailyRow(table: 'user_engagement_daily' | 'platform_analytics_daily', day: string) {
  const row = await database.db
    .selectFrom(table)
    .selectAll()
    .where('date', '=', day)
    .executeTakeFirst();
  if (!row) return undefined;
  const { created_at: _, ...rest } = row;
  return rest;
}
const engagementRow = (day: string) => dailyRow('user_engagement_daily', day);
const platformRow = (day: string) => dailyRow('platform_analytics_daily', day);

const database = useTestDb();
beforeAll(async () => {
  await church('W', 'OH', '2030-05-01T00:00:00Z');
  const x = await church('X', 'IL', '2030-06-01T00:00:00Z');
  const y = await church('Y', 'GA', '2030-06-13T23:59:59Z');
  const z = await church('Z', 'TX', '2030-06-14T00:00:00Z');
  const ev1 = await event(x, 'NFL', 10, '2030-06-01T00:00:00Z', '2030-06-13T20:00:00Z');
  const ev2 = await event(y, 'NBA', 4, '2030-06-13T23:59:59Z', '2030-06-20T00:00:00Z');
  await event(z, 'NFL', 6, '2030-06-14T00:00:00Z', '2030-06-14T18:00:00Z');
  await rsvp(ev1, 2, '2030-06-13T12:00:00Z');
  await rsvp(ev2, 1, '2030-06-14T00:00:00Z');
  await rsvp(ev2, 1, '2030-06-14T10:00:00Z');
  await rsvp(ev2, 1, '2030-06-14T11:00:00Z');

  // 13 June: visitor a makes two visits (a gap of 40 minutes), b one page a second before midnight.
  await page('a', '2030-06-13T10:00:00Z', 'desktop', 'www.google.com');
  await page('a', '2030-06-13T10:10:00Z', 'desktop');
  await page('a', '2030-06-13T10:50:00Z', 'desktop');
  await page('b', '2030-06-13T23:59:59.999Z', 'mobile');
  // 14 June: b comes back at midnight under the new day's key; c reads three pages in one visit.
  await page('b2', '2030-06-14T00:00:00Z', 'mobile');
  await page('c', '2030-06-14T08:00:00Z', 'tablet', 't.co');
  await page('c', '2030-06-14T08:29:59Z', 'tablet');
  await page('c', '2030-06-14T08:59:58Z', 'tablet');

  await database.db
    .insertInto('event_view_counts')
    .values([
      { event_id: ev1, hour: at('2030-06-13T23:00:00Z'), views: 5 },
      { event_id: ev1, hour: at('2030-06-14T00:00:00Z'), views: 2 },
    ])
    .execute();
  await database.db
    .insertInto('church_views')
    .values([
      { church_id: x, created_at: at('2030-06-13T23:59:59.999Z') },
      { church_id: x, created_at: at('2030-06-14T00:00:00Z') },
    ])
    .execute();
});

describe('daily rollups', () => {
  it('rolls a day of visits into user_engagement_daily, split at midnight UTC', async () => {
    await rollUpDay(database.db, '2030-06-13', NOW);
    await rollUpDay(database.db, '2030-06-14', NOW);
    expect(await engagementRow('2030-06-13')).toEqual({
      date: '2030-06-13',
      page_views: 4,
      unique_visitors: 2,
      event_views: 5,
      church_views: 1,
      rsvp_conversion_rate: '20.00', // 1 RSVP per 5 event views
      average_session_duration: '200.00', // visits of 600, 0 and 0 seconds
      bounce_rate: '66.67', // 2 of 3 visits saw one page
      top_referrers: [{ referrer: 'www.google.com', count: 1 }],
      device_types: { desktop: 2, mobile: 1 },
    });
    expect(await engagementRow('2030-06-14')).toEqual({
      date: '2030-06-14',
      page_views: 4,
      unique_visitors: 2,
      event_views: 2,
      church_views: 1,
      rsvp_conversion_rate: '150.00', // 3 RSVPs per 2 event views, not hidden
      average_session_duration: '1799.00', // visits of 0 and 3,598 seconds
      bounce_rate: '50.00',
      top_referrers: [{ referrer: 't.co', count: 1 }],
      device_types: { mobile: 1, tablet: 1 },
    });
  });

  it('rolls the platform as it stood at the end of each day', async () => {
    expect(await platformRow('2030-06-13')).toEqual({
      date: '2030-06-13',
      total_churches: 3,
      active_churches: 2, // Y posted an event, X received an RSVP
      total_events: 2,
      total_rsvps: 1,
      total_attendees: 2,
      new_church_signups: 1,
      new_events: 1,
      new_rsvps: 1,
      average_event_attendance: '10.00', // the one event held that day
      top_sports: [{ sport: 'NBA', count: 1 }],
      geographic_distribution: [
        { state: 'GA', count: 1 },
        { state: 'IL', count: 1 },
        { state: 'OH', count: 1 },
      ],
      monthly_growth_rate: '100.00', // X and Y in the last 30 days against W before
    });
    expect(await platformRow('2030-06-14')).toMatchObject({
      total_churches: 4,
      active_churches: 2, // Z posted, Y received RSVPs
      total_events: 3,
      total_rsvps: 4,
      total_attendees: 5,
      new_church_signups: 1,
      new_events: 1,
      new_rsvps: 3,
      average_event_attendance: '6.00',
      top_sports: [{ sport: 'NFL', count: 1 }],
      monthly_growth_rate: '200.00', // X, Y and Z against W
    });
  });

  it('gives the same rows when a day is rolled again', async () => {
    const before = [await engagementRow('2030-06-13'), await platformRow('2030-06-13')];
    await rollUpDay(database.db, '2030-06-13', NOW);
    expect([await engagementRow('2030-06-13'), await platformRow('2030-06-13')]).toEqual(before);
  });

  it('refuses a day that is not over', async () => {
    await expect(rollUpDay(database.db, '2030-06-15', NOW)).rejects.toThrow(/not over/);
  });
});

describe('analytics:backfill', () => {
  it('checks its range: real dates, in order, finished days only', () => {
    expect(backfillDays('2030-06-12', '2030-06-14', NOW)).toEqual([
      '2030-06-12',
      '2030-06-13',
      '2030-06-14',
    ]);
    expect(backfillDays('2030-06-13', undefined, NOW)).toEqual(['2030-06-13', '2030-06-14']);
    const refused: [string | undefined, string | undefined, RegExp][] = [
      [undefined, undefined, /--from is required/],
      ['2030-02-30', undefined, /--from must be a date/],
      ['13/06/2030', undefined, /--from must be a date/],
      ['2030-06-10', '2030-06-15', /--to must be 2030-06-14 or earlier/],
      ['2030-06-14', '2030-06-10', /--from must not be after --to/],
      ['1900-01-01', '2030-06-14', /at most/],
    ];
    for (const [from, to, message] of refused) {
      expect(() => backfillDays(from, to, NOW)).toThrow(BackfillError);
      expect(() => backfillDays(from, to, NOW)).toThrow(message);
    }
  });

  it('rolls each day of the range, telling its progress, with the same result as the job', async () => {
    const expected = await engagementRow('2030-06-14');
    await sql`delete from user_engagement_daily`.execute(database.db);
    await sql`delete from platform_analytics_daily`.execute(database.db);
    const progress: string[] = [];
    await backfill(database.db, backfillDays('2030-06-12', '2030-06-14', NOW), NOW, (d, t, r) =>
      progress.push(`${d}/${t} ${r.day}`),
    );
    expect(progress).toEqual(['1/3 2030-06-12', '2/3 2030-06-13', '3/3 2030-06-14']);
    expect(await engagementRow('2030-06-14')).toEqual(expected);
    // A day without visits gets its row of zeros.
    expect(await engagementRow('2030-06-12')).toMatchObject({ page_views: 0, unique_visitors: 0 });
  });
});

describe('retention', () => {
  it('prunes raw views past 90 days, keeps their rollup, and forgets salts of past days', async () => {
    const ev = await database.db.selectFrom('events').select('id').executeTakeFirstOrThrow();
    const ch = await database.db.selectFrom('churches').select('id').executeTakeFirstOrThrow();
    // 2030-03-17 is the first day kept at NOW (90 days before the 15 June).
    for (const when of ['2030-03-16T23:59:59.999Z', '2030-03-17T00:00:00Z']) {
      await page('old', when, 'desktop');
      await database.db
        .insertInto('event_views')
        .values({ event_id: ev.id, created_at: at(when) })
        .execute();
      await database.db
        .insertInto('church_views')
        .values({ church_id: ch.id, created_at: at(when) })
        .execute();
    }
    await database.db
      .insertInto('user_engagement_daily')
      .values({ date: '2030-03-16', page_views: 77, unique_visitors: 7 })
      .execute();
    await database.db
      .insertInto('visit_salts')
      .values([
        { day: '2030-06-14', salt: Buffer.alloc(32, 1) },
        { day: '2030-06-15', salt: Buffer.alloc(32, 2) },
      ])
      .execute();

    const result = await runAnalyticsMaintenance(database.db, NOW);
    expect(result.rolled).toEqual([]); // every finished day is rolled already
    expect(result.pruned).toEqual({ pageViews: 1, eventViews: 1, churchViews: 1 });
    expect(result.saltsDiscarded).toBe(1);
    const salts = await database.db.selectFrom('visit_salts').select('day').execute();
    expect(salts.map((s) => s.day)).toEqual(['2030-06-15']);

    // A backfill of a pruned day keeps its engagement row rather than wiping it.
    expect(await rollUpDay(database.db, '2030-03-16', NOW)).toEqual({
      day: '2030-03-16',
      engagement: 'kept',
    });
    expect(await engagementRow('2030-03-16')).toMatchObject({ page_views: 77 });
  });
});

describe('the scheduled job', () => {
  it('runs on the job queue at start-up and rolls the days not rolled yet', async () => {
    const fresh = await createTestDb();
    const yesterday = addDays(utcDay(new Date()), -1);
    await fresh.db
      .insertInto('page_views')
      .values({
        path: '/',
        visitor_key: 'k',
        device_type: 'mobile',
        created_at: new Date(`${addDays(yesterday, -1)}T12:00:00Z`),
      })
      .execute();
    const jobs = await startTestJobs(fresh, testJobsConfig({}, { schedules: true }), {
      log: memoryLog(),
    });
    try {
      const rows = await waitFor('the rollup job', async () => {
        const found = await fresh.db
          .selectFrom('user_engagement_daily')
          .select(['date', 'page_views'])
          .orderBy('date')
          .execute();
        return found.length === 2 ? found : undefined;
      });
      expect(rows).toEqual([
        { date: addDays(yesterday, -1), page_views: 1 },
        { date: yesterday, page_views: 0 },
      ]);
      expect(
        await fresh.db.selectFrom('platform_analytics_daily').select('date').execute(),
      ).toHaveLength(2);
    } finally {
      await jobs.stop();
      await fresh.close();
    }
  });
});
