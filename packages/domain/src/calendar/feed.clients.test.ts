import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localToInstant } from '../time.js';
import { buildFeed, type FeedEntry } from './feed.js';

/*
 * A subscribed feed as three calendar libraries read it: ical.js, node-ical and python-icalendar
 * (Debian's python3-icalendar, installed by the test setup). Each must find the same events,
 * cancelled ones and the cancelled date of a series included, with the same sequence numbers.
 */

const NODE_READER = fileURLToPath(new URL('../testing/read-feed.mjs', import.meta.url));
const PYTHON_READER = fileURLToPath(new URL('../testing/read-feed.py', import.meta.url));
const PYTHON = '/usr/bin/python3';

const edited = new Date('2026-11-20T15:04:05Z');
const entries: FeedEntry[] = [
  {
    // Sundays at noon in Chicago; one date cancelled gone by, one still to come.
    event: {
      id: 7,
      title: 'Sunday Football Fellowship',
      description: 'Chili and the early game',
      location: 'Grace Chapel, 1 Main St, Austin, TX 78701',
      url: 'https://huddle.test/events/7',
      datetime: localToInstant('2026-11-01', '12:00', 'America/Chicago'),
      timezone: 'America/Chicago',
      isRecurring: true,
      recurrencePattern: 'weekly',
      recurrenceDaysOfWeek: ['sunday'],
      recurrenceEndDate: '2027-01-31',
      recurrenceExceptions: ['2026-11-15', '2026-12-13'],
    },
    sequence: 2,
    updatedAt: edited,
    cancelled: false,
  },
  {
    event: {
      id: 8,
      title: 'Christmas Eve Service',
      datetime: localToInstant('2026-12-24', '19:00', 'America/New_York'),
      timezone: 'America/New_York',
    },
    sequence: 1,
    updatedAt: edited,
    cancelled: true,
  },
  {
    event: {
      id: 9,
      title: 'Premier League Breakfast',
      datetime: localToInstant('2026-12-05', '12:30', 'Etc/GMT'),
      timezone: 'Etc/GMT',
    },
    sequence: 0,
    updatedAt: edited,
    cancelled: false,
  },
];

const feed = buildFeed(entries, {
  name: 'Grace Chapel on Huddle',
  description: 'Watch parties and church events at Grace Chapel',
  today: '2026-11-27',
  refreshMinutes: 60,
});

type FeedEvent = {
  uid: string;
  status: string | null;
  sequence: number;
  start: string;
  recurrenceId: string | null;
  summary: string;
};
const sorted = (events: FeedEvent[]) =>
  [...events].sort((a, b) =>
    `${a.uid}|${a.recurrenceId ?? ''}`.localeCompare(`${b.uid}|${b.recurrenceId ?? ''}`),
  );

function run(command: string, script: string) {
  const result = spawnSync(command, [script], { input: feed, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

const expected: FeedEvent[] = [
  {
    uid: 'event-7@huddle',
    status: null,
    sequence: 2,
    start: '2026-11-01T18:00:00.000Z',
    recurrenceId: null,
    summary: 'Sunday Football Fellowship',
  },
  {
    uid: 'event-7@huddle',
    status: 'CANCELLED',
    sequence: 2,
    start: '2026-12-13T18:00:00.000Z',
    recurrenceId: '2026-12-13T18:00:00.000Z',
    summary: 'Cancelled: Sunday Football Fellowship',
  },
  {
    uid: 'event-8@huddle',
    status: 'CANCELLED',
    sequence: 1,
    start: '2026-12-25T00:00:00.000Z',
    recurrenceId: null,
    summary: 'Christmas Eve Service',
  },
  {
    uid: 'event-9@huddle',
    status: null,
    sequence: 0,
    start: '2026-12-05T12:30:00.000Z',
    recurrenceId: null,
    summary: 'Premier League Breakfast',
  },
];

describe('a calendar feed, as calendar libraries read it', () => {
  const node = run(process.execPath, NODE_READER);
  const python = run(PYTHON, PYTHON_READER);

  it('ical.js finds every event, the cancelled ones and the cancelled date as cancelled', () => {
    expect(sorted(node.icalJs.events)).toEqual(expected);
    expect(node.icalJs.name).toBe('Grace Chapel on Huddle');
    expect(node.icalJs.refresh).toBe('PT1H');
  });

  it('node-ical finds the same', () => {
    expect(sorted(node.nodeIcal.events)).toEqual(expected);
  });

  it('python-icalendar finds the same', () => {
    expect(sorted(python.events)).toEqual(expected);
    expect(python.name).toBe('Grace Chapel on Huddle');
    expect(python.refresh).toBe('PT1H');
  });

  it('leaves a cancelled date gone by out of the series and tells calendars to look again hourly', () => {
    expect(feed).toContain('EXDATE;TZID=America/Chicago:20261115T120000');
    expect(feed).not.toContain('EXDATE;TZID=America/Chicago:20261213T120000');
    expect(feed).toContain('X-PUBLISHED-TTL:PT1H');
    // The feed's bytes depend on the events only, not on when it is asked for.
    expect(feed.match(/^DTSTAMP:.*$/gm)?.every((line) => line === 'DTSTAMP:20261120T150405Z')).toBe(
      true,
    );
  });
});
