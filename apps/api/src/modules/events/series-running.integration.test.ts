import type { DbHandle, NewEvent } from '@huddle/db';
import { createTestDb } from '@huddle/db/testing';
import { isSeriesRunning, localToInstant, recurrenceEndInstant } from '@huddle/domain';
import type { SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChurch, insertEvent } from '../../testing/fixtures.js';
import { recurringEventOf, SCHEDULE_COLUMNS } from './recurring-event.js';
import { seriesRunning } from './series-running.js';

/*
 * "A series is still running" is said once in SQL (`seriesRunning`, for the lists, the church's
 * event count, the analytics and the RSVP window) and once in the domain (`isSeriesRunning`).
 * This table of series, read at instants around the end of a day in several zones, holds the two
 * to the same answer. The patterns are those the product has (daily, weekly, monthly).
 */

const CHICAGO = 'America/Chicago';
const LOS_ANGELES = 'America/Los_Angeles';
const HONOLULU = 'Pacific/Honolulu';

type Series = {
  pattern?: NewEvent['recurrence_pattern'];
  isRecurring?: boolean;
  days?: NonNullable<NewEvent['recurrence_days_of_week']>;
  /** Local first date (10 AM) and last date. */
  start: string;
  end?: string | null;
  cancelled?: string[];
  zone?: string;
};

// "Today" is Wednesday, Dec 10, 2031 in every zone below.
const SERIES: Record<string, Series> = {
  'daily, no end': { pattern: 'daily', start: '2031-11-01', end: null },
  'weekly on Wednesdays, no end': { pattern: 'weekly', days: ['wednesday'], start: '2031-11-05' },
  'weekly without days chosen, no end': { pattern: 'weekly', days: [], start: '2031-11-05' },
  'weekly, ends today': {
    pattern: 'weekly',
    days: ['sunday', 'wednesday'],
    start: '2031-11-02',
    end: '2031-12-10',
  },
  'weekly, ended yesterday': {
    pattern: 'weekly',
    days: ['tuesday'],
    start: '2031-11-04',
    end: '2031-12-09',
  },
  'weekly, ends next week, this week cancelled': {
    pattern: 'weekly',
    days: ['wednesday'],
    start: '2031-11-05',
    end: '2031-12-17',
    cancelled: ['2031-12-10'],
  },
  'every other date cancelled, ends tomorrow': {
    pattern: 'daily',
    start: '2031-12-01',
    end: '2031-12-11',
    cancelled: ['2031-12-02', '2031-12-04', '2031-12-06', '2031-12-08', '2031-12-10'],
  },
  'monthly on the 10th, ends today': { pattern: 'monthly', start: '2031-10-10', end: '2031-12-10' },
  'monthly, ended last month': { pattern: 'monthly', start: '2031-09-10', end: '2031-11-10' },
  'monthly, today cancelled, ends next month': {
    pattern: 'monthly',
    start: '2031-10-10',
    end: '2032-01-10',
    cancelled: ['2031-12-10'],
  },
  'weekly, starts next year': {
    pattern: 'weekly',
    days: ['sunday'],
    start: '2032-01-04',
    end: '2032-03-28',
  },
  'weekly in Los Angeles, ends today': {
    pattern: 'weekly',
    days: ['wednesday'],
    start: '2031-11-05',
    end: '2031-12-10',
    zone: LOS_ANGELES,
  },
  'daily in Honolulu, ends today': {
    pattern: 'daily',
    start: '2031-12-01',
    end: '2031-12-10',
    zone: HONOLULU,
  },
  'one-off, past': { isRecurring: false, pattern: 'none', start: '2031-11-05' },
  'one-off, to come': { isRecurring: false, pattern: 'none', start: '2031-12-24' },
  'recurring flag without a pattern': { isRecurring: true, pattern: 'none', start: '2031-11-05' },
  'a pattern without the recurring flag': {
    isRecurring: false,
    pattern: 'weekly',
    days: ['wednesday'],
    start: '2031-11-05',
  },
};

const chicago = (date: string, time: string) => localToInstant(date, time, CHICAGO);

/** Instants around the end of Dec 10 in the zones above. */
const NOWS: Record<string, Date> = {
  'Dec 10, 9 AM Chicago (before its date)': chicago('2031-12-10', '09:00'),
  'Dec 10, noon Chicago (after its date)': chicago('2031-12-10', '12:00'),
  'Dec 10, the last second in Chicago': recurrenceEndInstant('2031-12-10', CHICAGO),
  'Dec 11, midnight Chicago': chicago('2031-12-11', '00:00'),
  'Dec 11, 1 AM Chicago (Dec 10 in Los Angeles)': chicago('2031-12-11', '01:00'),
  'Dec 11, 3 AM Los Angeles (Dec 10 in Honolulu)': localToInstant(
    '2031-12-11',
    '03:00',
    LOS_ANGELES,
  ),
  'Dec 11, 1 AM Honolulu': localToInstant('2031-12-11', '01:00', HONOLULU),
};

let database: DbHandle;
const ids = new Map<number, string>();

beforeAll(async () => {
  database = await createTestDb();
  const { db } = database;
  const churchId = await insertChurch(db);
  for (const [name, series] of Object.entries(SERIES)) {
    const zone = series.zone ?? CHICAGO;
    const id = await insertEvent(db, churchId, {
      title: name,
      datetime: localToInstant(series.start, '10:00', zone),
      timezone: zone,
      is_recurring: series.isRecurring ?? true,
      recurrence_pattern: series.pattern ?? 'none',
      recurrence_days_of_week: series.days ?? [],
      // Stored as the API stores it: the last second of the local end day.
      recurrence_end_date: series.end ? recurrenceEndInstant(series.end, zone) : null,
      recurrence_exceptions: series.cancelled ?? [],
    });
    ids.set(id, name);
  }
});
afterAll(() => database.close());

/** Each series' answer, by name: from SQL (on `events` or an alias), and from the domain. */
async function answers(now: Date) {
  const { db } = database;
  const rows = await db
    .selectFrom('events')
    .select(['id', ...SCHEDULE_COLUMNS, seriesRunning(now).as('running')])
    .execute();
  const aliased = await db
    .selectFrom('events as e')
    .select(['e.id', seriesRunning(now, 'e').as('running')])
    .execute();
  const byName = (list: { id: number; running: SqlBool }[]) =>
    Object.fromEntries(list.map((row) => [ids.get(row.id), row.running]));
  return {
    sql: byName(rows),
    aliased: byName(aliased),
    domain: byName(
      rows.map((row) => ({ id: row.id, running: isSeriesRunning(recurringEventOf(row), now) })),
    ),
  };
}

describe('a series still running: the SQL fragment and the domain agree', () => {
  it.each(Object.entries(NOWS))('at %s', async (_, now) => {
    const { sql, aliased, domain } = await answers(now);
    expect(sql).toEqual(domain);
    expect(aliased).toEqual(domain);
  });

  it('tells running series from ended ones (the table is not one-sided)', async () => {
    const { domain } = await answers(NOWS['Dec 10, noon Chicago (after its date)']!);
    expect(domain).toMatchObject({
      'daily, no end': true,
      'weekly, ends today': true,
      'weekly, ends next week, this week cancelled': true,
      'monthly on the 10th, ends today': true,
      'weekly, ended yesterday': false,
      'monthly, ended last month': false,
      'one-off, to come': false,
      'recurring flag without a pattern': false,
      'a pattern without the recurring flag': false,
    });
    const afterMidnight = await answers(NOWS['Dec 11, 1 AM Chicago (Dec 10 in Los Angeles)']!);
    expect(afterMidnight.domain).toMatchObject({
      'weekly, ends today': false,
      'weekly in Los Angeles, ends today': true,
      'daily in Honolulu, ends today': true,
    });
  });
});
