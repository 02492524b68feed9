import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { occurrencesBetween } from '../recurrence.js';
import { localToInstant } from '../time.js';
import type { CalendarEvent } from './event.js';
import { buildIcs } from './ics.js';

/*
 * The calendar files as other people's calendar apps read them: ical.js (Thunderbird, Nextcloud
 * and others are built on it) and node-ical, each in a process of its own whose zone is the
 * reader's, since an app shows a file in its own zone. Every reader, in every zone, must find
 * exactly the occurrences the domain finds.
 */

const NOW = new Date('2026-01-15T12:00:00Z');
const FROM = new Date('2026-01-01T00:00:00Z');
const TO = new Date('2028-01-01T00:00:00Z');
const READER = fileURLToPath(new URL('../testing/read-calendars.mjs', import.meta.url));
const READER_ZONES = ['UTC', 'America/Los_Angeles', 'Pacific/Auckland'] as const;

const event = (id: string, fields: Omit<CalendarEvent, 'id' | 'title'>): CalendarEvent => ({
  id,
  title: `Event ${id}`,
  ...fields,
});

const EVENTS: CalendarEvent[] = [
  // Sundays at 7:30 PM in New York, across both DST changes, two dates cancelled (one the
  // spring-forward Sunday).
  event('weekly-cancelled', {
    datetime: localToInstant('2026-02-01', '19:30', 'America/New_York'),
    timezone: 'America/New_York',
    isRecurring: true,
    recurrencePattern: 'weekly',
    recurrenceDaysOfWeek: ['sunday'],
    recurrenceEndDate: '2026-11-29',
    recurrenceExceptions: ['2026-03-08', '2026-06-14'],
  }),
  // The 31st of each month that has one, for a year and more, one of them cancelled.
  event('monthly-31st', {
    datetime: localToInstant('2026-01-31', '10:00', 'America/Chicago'),
    timezone: 'America/Chicago',
    isRecurring: true,
    recurrencePattern: 'monthly',
    recurrenceEndDate: '2027-03-31',
    recurrenceExceptions: ['2026-08-31'],
  }),
  // Greenwich, the one offered zone that keeps UTC: a one-off and a series with a cancelled date.
  event('gmt-once', {
    datetime: localToInstant('2026-02-01', '19:30', 'Etc/GMT'),
    timezone: 'Etc/GMT',
  }),
  event('gmt-weekly-cancelled', {
    datetime: localToInstant('2026-02-04', '23:30', 'Etc/GMT'),
    timezone: 'Etc/GMT',
    isRecurring: true,
    recurrencePattern: 'weekly',
    recurrenceDaysOfWeek: ['wednesday', 'saturday'],
    recurrenceEndDate: '2026-05-30',
    recurrenceExceptions: ['2026-02-14', '2026-03-04'],
  }),
  // Every day at 6 AM in Denver through the spring change.
  event('daily', {
    datetime: localToInstant('2026-03-01', '06:00', 'America/Denver'),
    timezone: 'America/Denver',
    isRecurring: true,
    recurrencePattern: 'daily',
    recurrenceEndDate: '2026-03-20',
    recurrenceExceptions: ['2026-03-08'],
  }),
];

type Readings = { icalJs: string[]; icalJsOwnZones: string[]; nodeIcal: string[] };
type ReaderAnswer = { zone: string; files: Record<string, Readings> };

/** Every file read in a process whose zone is `zone`. */
function readIn(zone: string): ReaderAnswer {
  const files = EVENTS.map((e) => ({ name: String(e.id), ics: buildIcs(e, NOW) }));
  const run = spawnSync(process.execPath, [READER], {
    input: JSON.stringify({ files, from: FROM, to: TO }),
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the calendar reader failed in ${zone}: ${run.stderr}`);
  return JSON.parse(run.stdout) as ReaderAnswer;
}

const expected = (e: CalendarEvent) =>
  occurrencesBetween(e, FROM, TO).map((start) => start.toISOString());

describe.each(READER_ZONES)('the calendar files read by a calendar app in %s', (zone) => {
  let answer: ReaderAnswer;
  beforeAll(() => {
    answer = readIn(zone);
  });

  it('is read in that zone', () => {
    expect(answer.zone).toBe(zone);
  });

  it.each(EVENTS.map((e) => [String(e.id), e] as const))(
    '%s: ical.js and node-ical find the same dates as Huddle, cancelled ones left out',
    (name, e) => {
      const { icalJs, nodeIcal } = answer.files[name]!;
      expect(icalJs).toEqual(expected(e));
      expect(nodeIcal).toEqual(expected(e));
    },
  );

  it('a monthly series on the 31st keeps the 31st, skipping the months without one', () => {
    const dates = answer.files['monthly-31st']!.nodeIcal.map((iso) => iso.slice(0, 10));
    expect(dates).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-10-31',
      '2026-12-31',
      '2027-01-31',
      '2027-03-31',
    ]);
  });

  it('a Greenwich event reads the same even where the app knows no zone by that name', () => {
    for (const name of ['gmt-once', 'gmt-weekly-cancelled']) {
      const e = EVENTS.find((candidate) => candidate.id === name)!;
      expect(answer.files[name]!.icalJsOwnZones).toEqual(expected(e));
    }
  });
});
