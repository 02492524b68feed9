import type { NewEvent } from '@huddle/db';
import {
  addDays,
  dayOfWeekOf,
  localDateOf,
  localDayRange,
  localToInstant,
  occurrencesBetween,
  recurrenceEndInstant,
} from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  daysFromNow,
  insertChurch,
  insertChurchWithUser,
  insertEvent,
  insertRsvp,
} from '../../testing/fixtures.js';
import { callerFor } from '../../testing/test-caller.js';
import { useTestServer } from '../../testing/test-server.js';

type Name =
  | 'nfl'
  | 'college'
  | 'football'
  | 'nba'
  | 'christmas'
  | 'inactive'
  | 'past'
  | 'running'
  | 'ended';
const ids = {} as Record<Name, number>;
let churchA: { churchId: number; userId: number };
let churchB: { churchId: number; userId: number };
let churchC: number;

const server = useTestServer();
beforeAll(async () => {
  const { db } = server;
  churchA = await insertChurchWithUser(db, { city: 'Austin', state: 'TX', zip_code: '78704' });
  churchB = await insertChurchWithUser(db, { city: 'Round Rock', state: 'TX', zip_code: '78664' });
  churchC = await insertChurch(db, { city: 'Dallas', state: 'TX', zip_code: '75201' });

  // name, church, sport, days from now, anything else
  const singles: [Name, number, string, number, Partial<NewEvent>?][] = [
    ['nfl', churchA.churchId, 'NFL', 1],
    ['college', churchB.churchId, 'College Football', 2],
    ['football', churchA.churchId, 'Football', 3, { max_attendees: 10 }],
    ['nba', churchC, 'NBA', 4],
    ['christmas', churchB.churchId, 'Christmas Service', 5],
    ['inactive', churchA.churchId, 'NFL', 1.5, { is_active: false }],
    ['past', churchA.churchId, 'NFL', -2],
  ];
  for (const [name, church, sport, days, rest] of singles) {
    ids[name] = await insertEvent(db, church, { sport, datetime: daysFromNow(days), ...rest });
  }
  // A weekly series that started two weeks ago and still runs: it is upcoming, listed first.
  const seriesStart = daysFromNow(-14);
  ids.running = await insertEvent(db, churchC, {
    sport: 'Special Service',
    datetime: seriesStart,
    timezone: 'America/Chicago',
    is_recurring: true,
    recurrence_pattern: 'weekly',
    recurrence_days_of_week: [dayName(seriesStart, 'America/Chicago')],
    recurrence_end_date: recurrenceEndInstant(
      localDateOf(daysFromNow(30), 'America/Chicago'),
      'America/Chicago',
    ),
  });
  // A daily series that ended ten days ago is past.
  ids.ended = await insertEvent(db, churchC, {
    sport: 'Community Outreach',
    datetime: daysFromNow(-60),
    is_recurring: true,
    recurrence_pattern: 'daily',
    recurrence_end_date: daysFromNow(-10),
  });

  // Seats and RSVPs for the owner-only block; attendee e-mails must never show.
  await insertRsvp(db, ids.football, 3, 'secret.attendee@example.com');
  await insertRsvp(db, ids.football, 3, 'second.attendee@example.com');
});

function dayName(instant: Date, zone: string) {
  return dayOfWeekOf(localDateOf(instant, zone));
}

type Page = {
  items: { id: number; [key: string]: unknown }[];
  /** The cursor of the Link header's next page, or null when there is no Link. */
  nextCursor: string | null;
  link: string | undefined;
};

/** One page of GET /api/events: the JSON array, and the next page's cursor from its Link. */
async function list(query = ''): Promise<Page> {
  const response = await server.app.inject({ method: 'GET', url: `/api/events${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const link = response.headers.link as string | undefined;
  const target = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
  if (link) expect(target, link).toBeDefined();
  const nextCursor = target
    ? new URL(target, 'http://huddle.test').searchParams.get('cursor')
    : null;
  return { items: response.json(), nextCursor, link };
}

const idsOf = (page: Page) => page.items.map((item) => item.id);

describe('GET /api/events', () => {
  it('lists active upcoming events soonest first, running series first, each with its church', async () => {
    const page = await list();
    expect(idsOf(page)).toEqual([
      ids.running,
      ids.nfl,
      ids.college,
      ids.football,
      ids.nba,
      ids.christmas,
    ]);
    expect(page.nextCursor).toBeNull();
    const first = page.items.find((item) => item.id === ids.nfl)!;
    expect(first).toMatchObject({
      sport: 'NFL',
      churchId: churchA.churchId,
      church: {
        id: churchA.churchId,
        city: 'Austin',
        zipCode: '78704',
        // Upcoming only, as /events?church= lists them: not the past one, not the inactive one.
        eventCount: 2,
      },
    });
    expect(first.church).not.toHaveProperty('subscriptionStatus');
    expect(first.church).not.toHaveProperty('stripeCustomerId');
  });

  it('shows past events latest first with when=past, ended series included', async () => {
    expect(idsOf(await list('?when=past'))).toEqual([ids.past, ids.ended]);
  });

  it('filters by zip code', async () => {
    expect(idsOf(await list('?zipCode=78704'))).toEqual([ids.nfl, ids.football]);
  });

  it('filters by city without regard to case', async () => {
    expect(idsOf(await list('?city=aUSTIN'))).toEqual([ids.nfl, ids.football]);
    expect(idsOf(await list('?city=Round%20Rock'))).toEqual([ids.college, ids.christmas]);
    expect(idsOf(await list('?city=Aus'))).toEqual([]);
  });

  it('finds a base sport with its leagues, and a league only itself', async () => {
    expect(idsOf(await list('?sport=Football'))).toEqual([ids.nfl, ids.college, ids.football]);
    expect(idsOf(await list('?sport=NFL'))).toEqual([ids.nfl]);
    expect(idsOf(await list('?sport=Basketball'))).toEqual([ids.nba]);
  });

  it("treats 'All Sports' and 'All Events' as no filter", async () => {
    const all = idsOf(await list());
    expect(idsOf(await list('?sport=All%20Sports'))).toEqual(all);
    expect(idsOf(await list('?sport=All%20Events'))).toEqual(all);
  });

  it('filters by church', async () => {
    expect(idsOf(await list(`?church=${churchB.churchId}`))).toEqual([ids.college, ids.christmas]);
  });

  it('splits watch parties (sports list) from church events (the rest) by kind', async () => {
    expect(idsOf(await list('?kind=watch_party'))).toEqual([
      ids.nfl,
      ids.college,
      ids.football,
      ids.nba,
    ]);
    expect(idsOf(await list('?kind=church_event'))).toEqual([ids.running, ids.christmas]);
    expect(idsOf(await list('?kind=church_event&sport=Football'))).toEqual([]);
  });

  it('combines filters', async () => {
    expect(idsOf(await list(`?sport=Football&city=austin`))).toEqual([ids.nfl, ids.football]);
    expect(idsOf(await list(`?sport=NBA&zipCode=78704`))).toEqual([]);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of [
      '?zipCode=7870',
      '?date=2026-02-30',
      '?limit=0',
      '?limit=abc',
      '?church=x',
      '?kind=party',
    ]) {
      const response = await server.app.inject({ method: 'GET', url: `/api/events${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('BAD_REQUEST');
    }
    const forged = await server.app.inject({ method: 'GET', url: '/api/events?cursor=abc' });
    expect(forged.statusCode).toBe(400);
  });
});

describe('owner-only fields', () => {
  it('are absent for visitors, and attendee e-mails never appear', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.body).not.toContain('attendee');
    expect(response.body).not.toContain('example.com');
    for (const item of response.json()) expect(item).not.toHaveProperty('owner');
    const single = await server.app.inject({ method: 'GET', url: `/api/events/${ids.football}` });
    expect(single.json()).not.toHaveProperty('owner');
    expect(single.json()).toMatchObject({ currentAttendees: 6, maxAttendees: 10, spotsLeft: 4 });
    expect(single.body).not.toContain('example.com');
  });

  it("are present on the owning church's events only, for its users", async () => {
    const { api } = callerFor(server, churchA.userId);
    const page = await api.events.list({});
    for (const item of page.items) {
      if (item.churchId === churchA.churchId) expect(item.owner).toBeDefined();
      else expect(item.owner).toBeUndefined();
    }
    const football = page.items.find((item) => item.id === ids.football)!;
    expect(football.owner).toEqual({
      rsvpCount: 2,
      spotsLeftWarning: 'Only 4 spots left!',
      // Both RSVPs are for the event's one date, still to come.
      upcomingRsvps: [{ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), rsvps: 2 }],
      remindersEnabled: true,
    });
    expect(JSON.stringify(page)).not.toContain('example.com');
    expect((await api.events.byId({ id: ids.football })).owner).toEqual(football.owner);
  });

  it("are absent for another church's user", async () => {
    const { api } = callerFor(server, churchB.userId);
    const event = await api.events.byId({ id: ids.football });
    expect(event.owner).toBeUndefined();
    expect((await api.events.byId({ id: ids.college })).owner).toEqual({
      rsvpCount: 0,
      spotsLeftWarning: null,
      upcomingRsvps: [],
      remindersEnabled: true,
    });
  });
});

describe('GET /api/events/:id', () => {
  it('answers 404 for a missing or inactive event', async () => {
    for (const id of [ids.inactive, 999_999]) {
      const response = await server.app.inject({ method: 'GET', url: `/api/events/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Event not found.' });
    }
  });

  it('answers 400 for an id that is not one', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/events/abc' });
    expect(response.statusCode).toBe(400);
  });
});

describe('keyset pagination', () => {
  it('returns every event exactly once across pages, ties broken by id', async () => {
    const church = await insertChurch(server.db);
    const same = daysFromNow(20);
    const expected: number[] = [];
    for (let i = 0; i < 12; i += 1)
      expected.push(await insertEvent(server.db, church, { datetime: same }));
    for (let i = 0; i < 11; i += 1) {
      expected.push(await insertEvent(server.db, church, { datetime: daysFromNow(21 + i) }));
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = `?church=${church}&limit=5${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await list(query);
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...idsOf(page));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBe(5);
    expect(seen).toEqual(expected);
  });

  it('answers a JSON array, the next page in a Link header that keeps the filters', async () => {
    const church = await insertChurch(server.db);
    const expected: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      expected.push(await insertEvent(server.db, church, { datetime: daysFromNow(40 + i) }));
    }
    const seen: number[] = [];
    let url: string | undefined =
      `/api/events?church=${church}&limit=2&kind=watch_party&sport=All%20Sports`;
    const links: string[] = [];
    while (url && links.length < 10) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(Array.isArray(body)).toBe(true);
      seen.push(...(body as { id: number }[]).map((item) => item.id));
      const link = response.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
      if (link) {
        links.push(link);
        expect(url, link).toBeDefined();
        const next = new URL(url!, 'http://huddle.test');
        expect(next.pathname).toBe('/api/events');
        expect(Object.fromEntries(next.searchParams)).toMatchObject({
          church: String(church),
          limit: '2',
          kind: 'watch_party',
          sport: 'All Sports',
        });
      }
    }
    expect(seen).toEqual(expected);
    // Five events two at a time: two links, none on the last page.
    expect(links).toHaveLength(2);
  });

  it('pages through upcoming events across the running-series branch', async () => {
    const all = idsOf(await list());
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...idsOf(page));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 100);
    expect(seen.slice(0, all.length)).toEqual(all);
  });

  it('pages through past events', async () => {
    const first = await list('?when=past&limit=1');
    expect(idsOf(first)).toEqual([ids.past]);
    const second = await list(`?when=past&limit=1&cursor=${first.nextCursor}`);
    expect(idsOf(second)).toEqual([ids.ended]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('date filter', () => {
  it("finds events on that day in each event's own zone, series occurrences included", async () => {
    const { db } = server;
    const church = await insertChurch(db);
    // About 40 days ahead, on a day of the month every month has (for the monthly series).
    let day = localDateOf(daysFromNow(40), 'America/New_York');
    while (Number(day.slice(8)) > 28) day = addDays(day, 1);
    const at = (date: string, time: string, zone: string) => localToInstant(date, time, zone);
    const end = (date: string, zone: string) => recurrenceEndInstant(date, zone);
    const weekday = dayName(at(day, '12:00', 'Etc/GMT'), 'Etc/GMT');
    const otherDay = weekday === 'monday' ? 'tuesday' : 'monday';
    type Row = Partial<NewEvent> & { datetime: Date; timezone: string };
    type Rest = Omit<Partial<NewEvent>, 'datetime' | 'timezone'>;
    const single = (date: string, time: string, zone: string): Row => ({
      datetime: at(date, time, zone),
      timezone: zone,
    });
    /** A series from `date` at `time` in `zone`, its last date `until` (null: no end). */
    const series = (
      date: string,
      time: string,
      zone: string,
      pattern: 'daily' | 'weekly' | 'monthly',
      until: string | null,
      more: Rest = {},
    ): Row => ({
      ...single(date, time, zone),
      is_recurring: true,
      recurrence_pattern: pattern,
      recurrence_end_date: until === null ? null : end(until, zone),
      ...more,
    });
    const chicagoWeekly = (more: Rest) =>
      series(addDays(day, -14), '19:00', 'America/Chicago', 'weekly', addDays(day, 30), more);
    const rows: Record<string, Row> = {
      lateInNewYork: single(day, '23:30', 'America/New_York'),
      nextDayInLa: single(addDays(day, 1), '00:30', 'America/Los_Angeles'),
      lateInHonolulu: single(day, '22:00', 'Pacific/Honolulu'),
      midnightGmt: single(day, '00:00', 'Etc/GMT'),
      dayBeforeGmt: single(addDays(day, -1), '23:59', 'Etc/GMT'),
      weeklyOnTheDay: chicagoWeekly({ recurrence_days_of_week: [weekday] }),
      weeklyCancelledThatDay: chicagoWeekly({
        recurrence_days_of_week: [weekday],
        recurrence_exceptions: [addDays(day, -7), day],
      }),
      // Cancelling a first date moves the start; stored data may still hold one.
      firstDateCancelled: series(day, '09:00', 'America/New_York', 'daily', addDays(day, 9), {
        recurrence_exceptions: [day],
      }),
      weeklyOtherDay: chicagoWeekly({ recurrence_days_of_week: [otherDay] }),
      weeklyNoDays: series(addDays(day, -7), '10:00', 'America/Denver', 'weekly', addDays(day, 1)),
      dailyEndingThatDay: series(addDays(day, -3), '08:00', 'America/Phoenix', 'daily', day),
      dailyEndedDayBefore: series(
        addDays(day, -3),
        '08:00',
        'America/Phoenix',
        'daily',
        addDays(day, -1),
      ),
      monthlySameDay: series(
        `${addDays(day, -62).slice(0, 8)}${day.slice(8)}`,
        '18:00',
        'America/New_York',
        'monthly',
        null,
      ),
      monthlyOtherDay: series(addDays(day, -40), '18:00', 'America/New_York', 'monthly', null),
      seriesStartingLater: series(
        addDays(day, 1),
        '09:00',
        'America/New_York',
        'daily',
        addDays(day, 9),
      ),
    };
    const created: Record<string, number> = {};
    for (const [name, values] of Object.entries(rows)) {
      created[name] = await insertEvent(db, church, values);
    }

    const page = await list(`?church=${church}&date=${day}`);
    const found = new Set(idsOf(page));

    // What the domain's recurrence rules say occurs on that local day, event by event.
    const expected = new Set<number>();
    for (const [name, values] of Object.entries(rows)) {
      const { start, end: dayEnd } = localDayRange(day, values.timezone);
      const occurs = occurrencesBetween(
        {
          datetime: values.datetime,
          timezone: values.timezone,
          isRecurring: values.is_recurring ?? false,
          recurrencePattern: values.recurrence_pattern ?? 'none',
          recurrenceEndDate: values.recurrence_end_date as Date | null | undefined,
          recurrenceDaysOfWeek: values.recurrence_days_of_week ?? [],
          recurrenceExceptions: values.recurrence_exceptions ?? [],
        },
        start,
        dayEnd,
      );
      if (occurs.length > 0) expected.add(created[name]!);
    }
    expect(found).toEqual(expected);
    // And by name, so a wrong domain reading would show too.
    const names = Object.entries(created)
      .filter(([, id]) => found.has(id))
      .map(([name]) => name)
      .sort();
    expect(names).toEqual(
      [
        'dailyEndingThatDay',
        'lateInHonolulu',
        'lateInNewYork',
        'midnightGmt',
        'monthlySameDay',
        'weeklyNoDays',
        'weeklyOnTheDay',
      ].sort(),
    );
  });
});
