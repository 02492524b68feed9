import {
  addDays,
  localDateOf,
  localToInstant,
  messages,
  occurrencesBetween,
  recurrenceEndInstant,
} from '@huddle/domain';
import type ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../../testing/counts.js';
import {
  daysFromNow,
  eventPayload,
  insertChurchWithUser,
  insertEvent,
  insertRsvp,
} from '../../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { parseIcs, startsOf } from '../../testing/ical.js';
import { callerFor } from '../../testing/test-caller.js';
import { useTestServer } from '../../testing/test-server.js';
import { SCHEDULE_COLUMNS } from './recurring-event.js';

/*
 * A series stays whole (issue 11, item 2): edits move a series together with its start or end it,
 * and one date can be cancelled; the page, the list's date filter and the .ics always agree.
 */

let owner: { churchId: number; cookie: string };
let lapsed: { churchId: number; cookie: string };
let other: { churchId: number; cookie: string };

const server = useTestServer();
beforeAll(async () => {
  owner = await signedInChurchUser(server.app, server.db);
  lapsed = await signedInChurchUser(server.app, server.db, { status: 'canceled' });
  other = await signedInChurchUser(server.app, server.db);
});

const CHICAGO = 'America/Chicago';
const at = (date: string, time = '10:00') => localToInstant(date, time, CHICAGO);

/** Sundays at 10 AM in Chicago from Nov 30, 2031 to Jan 25, 2032: nine dates. */
async function insertSundays(churchId = owner.churchId, overrides = {}) {
  return insertEvent(server.db, churchId, {
    title: 'Sunday Service',
    sport: 'Special Service',
    datetime: at('2031-11-30'),
    timezone: CHICAGO,
    max_attendees: 80,
    is_recurring: true,
    recurrence_pattern: 'weekly',
    recurrence_days_of_week: ['sunday'],
    recurrence_end_date: recurrenceEndInstant('2032-01-25', CHICAGO),
    ...overrides,
  });
}

type Method = 'GET' | 'PUT' | 'DELETE';
function call(method: Method, url: string, cookie?: string, payload?: object) {
  return server.app.inject({ method, url, cookies: withSession(cookie), payload });
}

/** The PUT body that keeps everything but the start (and what `overrides` says). */
function moveBody(datetime: Date, overrides: object = {}) {
  const { churchId: _church, ...body } = eventPayload(0, {
    title: 'Sunday Service',
    sport: 'Special Service',
    datetime: datetime.toISOString(),
    timezone: CHICAGO,
  });
  return { ...body, ...overrides };
}

/** Moves the series to start on `date` at 10 AM, as its owner unless `cookie` says who. */
const move = (id: number, date: string, overrides: object = {}, cookie = owner.cookie) =>
  call('PUT', `/api/events/${id}`, cookie, moveBody(at(date), overrides));

const cancel = (id: number, date: string, cookie?: string) =>
  call('DELETE', `/api/events/${id}/occurrences/${date}`, cookie);

/** The stored row, every column a series edit may touch. */
function row(id: number) {
  return server.db
    .selectFrom('events')
    .select(['title', ...SCHEDULE_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The .ics of an event, parsed with ical.js against its own VTIMEZONE; its expanded starts. */
async function calendarOf(id: number) {
  const response = await call('GET', `/api/events/${id}/calendar.ics`);
  expect(response.statusCode).toBe(200);
  const { vevent, event } = parseIcs(response.body);
  const starts = startsOf(event, 100);
  return { text: response.body, vevent, event, starts };
}

const localDates = (instants: Date[]) => instants.map((d) => localDateOf(d, CHICAGO));

async function listedOn(date: string, churchId = owner.churchId): Promise<number[]> {
  const response = await call('GET', `/api/events?church=${churchId}&date=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((item) => item.id);
}

describe('moving a weekly series (PUT /api/events/:id)', () => {
  it('moves a Sunday series to Monday: the page, the RRULE and the start agree', async () => {
    const id = await insertSundays();
    const response = await move(id, '2031-12-15');
    expect(response.statusCode, response.body).toBe(200);
    const event = response.json();
    expect(event).toMatchObject({
      datetime: at('2031-12-15').toISOString(),
      isRecurring: true,
      recurrencePattern: 'weekly',
      recurrenceDaysOfWeek: ['monday'],
      recurrenceEndDate: '2032-01-25',
      recurrenceExceptions: [],
    });

    const { text, vevent, event: parsed, starts } = await calendarOf(id);
    expect(text).toContain('DTSTART;TZID=America/Chicago:20311215T100000');
    const rrule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rrule.parts.BYDAY).toEqual(['MO']);
    expect(parsed.startDate.toJSDate()).toEqual(at('2031-12-15'));
    // Every expanded date is a Monday at 10 AM, the first one the start itself.
    expect(localDates(starts)).toEqual([
      '2031-12-15',
      '2031-12-22',
      '2031-12-29',
      '2032-01-05',
      '2032-01-12',
      '2032-01-19',
    ]);
    expect(starts).toEqual(
      occurrencesBetween(
        { ...event, datetime: new Date(event.datetime) },
        new Date(0),
        new Date('2033-01-01'),
      ),
    );
    // The date filter follows: listed on a Monday of the series, no longer on a Sunday.
    expect(await listedOn('2032-01-05')).toContain(id);
    expect(await listedOn('2032-01-04')).not.toContain(id);
  });

  it('moves Sunday and Wednesday one day on to Monday and Thursday', async () => {
    const id = await insertSundays(owner.churchId, {
      recurrence_days_of_week: ['wednesday', 'sunday'],
    });
    const response = await move(id, '2031-12-01');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().recurrenceDaysOfWeek).toEqual(['monday', 'thursday']);
  });

  it('refuses a start after the series ends with 400 naming recurrenceEndDate, and changes nothing', async () => {
    const id = await insertSundays();
    const before = await row(id);
    const response = await move(id, '2032-02-02', { title: 'Moved' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'BAD_REQUEST',
      message: `recurrenceEndDate: ${messages.seriesEndsBeforeDate}`,
    });
    expect(await row(id)).toEqual(before);

    // Over tRPC, the web dialog gets the message on the field.
    const trpc = await server.app.inject({
      method: 'POST',
      url: '/trpc/events.update',
      cookies: withSession(owner.cookie),
      payload: { json: { ...moveBody(at('2032-02-02')), id } },
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.json.data.fieldErrors).toEqual({
      recurrenceEndDate: [messages.seriesEndsBeforeDate],
    });
    expect(await row(id)).toEqual(before);
  });

  it('accepts that move with a new end date, within two years of the new start', async () => {
    const id = await insertSundays();
    const tooLong = await move(id, '2032-02-02', { recurrenceEndDate: '2034-02-03' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(`recurrenceEndDate: ${messages.seriesTooLong}`);
    const response = await move(id, '2032-02-02', { recurrenceEndDate: '2032-03-29' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      recurrenceDaysOfWeek: ['monday'],
      recurrenceEndDate: '2032-03-29',
    });
    expect((await row(id))?.recurrence_end_date).toEqual(
      recurrenceEndInstant('2032-03-29', CHICAGO),
    );
  });

  it('ends a series: a one-off event on its date, with a calendar file that does not repeat', async () => {
    const id = await insertSundays(owner.churchId, { recurrence_exceptions: ['2031-12-14'] });
    const response = await move(id, '2031-12-07', { isRecurring: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      isRecurring: false,
      recurrencePattern: 'none',
      recurrenceEndDate: null,
      recurrenceDaysOfWeek: [],
      recurrenceExceptions: [],
    });
    const { vevent, starts } = await calendarOf(id);
    expect(vevent.getFirstPropertyValue('rrule')).toBeNull();
    expect(starts).toEqual([at('2031-12-07')]);
  });

  it('refuses to make a one-off a series or give it an end date', async () => {
    const id = await insertEvent(server.db, owner.churchId, { datetime: at('2031-12-07') });
    for (const [overrides, field] of [
      [{ isRecurring: true }, 'isRecurring'],
      [{ recurrenceEndDate: '2031-12-31' }, 'recurrenceEndDate'],
    ] as const) {
      const response = await move(id, '2031-12-07', overrides);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    }
    expect((await row(id))?.is_recurring).toBe(false);
  });

  it('lets a lapsed church end its series sooner but not run it longer', async () => {
    const id = await insertSundays(lapsed.churchId);
    const longer = await move(id, '2031-11-30', { recurrenceEndDate: '2032-02-29' }, lapsed.cookie);
    expect(longer.statusCode).toBe(403);
    expect(longer.json().error).toBe('SUBSCRIPTION_REQUIRED');
    const sooner = await move(id, '2031-11-30', { recurrenceEndDate: '2031-12-21' }, lapsed.cookie);
    expect(sooner.statusCode, sooner.body).toBe(200);
    expect(sooner.json().recurrenceEndDate).toBe('2031-12-21');
  });
});

describe('cancelling one date (DELETE /api/events/:id/occurrences/:date)', () => {
  it('removes the date from the date filter and the calendar, and says so on the page', async () => {
    const id = await insertSundays();
    expect(await listedOn('2031-12-14')).toContain(id);
    const response = await cancel(id, '2031-12-14', owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, deleted: false, attendeesTold: 0 });

    expect(await listedOn('2031-12-14')).not.toContain(id);
    expect(await listedOn('2031-12-21')).toContain(id);
    const page = (await call('GET', `/api/events/${id}`)).json();
    expect(page).toMatchObject({
      datetime: at('2031-11-30').toISOString(),
      recurrenceEndDate: '2032-01-25',
      recurrenceExceptions: ['2031-12-14'],
    });

    const { text, starts } = await calendarOf(id);
    expect(text).toContain('EXDATE;TZID=America/Chicago:20311214T100000');
    expect(starts).toHaveLength(8);
    expect(localDates(starts)).not.toContain('2031-12-14');
  });

  it('starts the series at its next date when the first is cancelled, and ends it at the one before a cancelled last', async () => {
    const id = await insertSundays();
    expect((await cancel(id, '2031-11-30', owner.cookie)).json()).toEqual({
      id,
      deleted: false,
      attendeesTold: 0,
    });
    expect((await cancel(id, '2032-01-25', owner.cookie)).json()).toEqual({
      id,
      deleted: false,
      attendeesTold: 0,
    });
    const page = (await call('GET', `/api/events/${id}`)).json();
    expect(page).toMatchObject({
      datetime: at('2031-12-07').toISOString(),
      recurrenceEndDate: '2032-01-18',
      recurrenceExceptions: [],
    });
    expect(await listedOn('2031-11-30')).not.toContain(id);
    expect(await listedOn('2031-12-07')).toContain(id);
    expect(await listedOn('2032-01-25')).not.toContain(id);
    const { starts } = await calendarOf(id);
    expect(localDates(starts)).toEqual([
      '2031-12-07',
      '2031-12-14',
      '2031-12-21',
      '2031-12-28',
      '2032-01-04',
      '2032-01-11',
      '2032-01-18',
    ]);
  });

  it('deletes the event with its RSVPs when its only date left is cancelled', async () => {
    const id = await insertSundays(owner.churchId, {
      recurrence_end_date: recurrenceEndInstant('2031-12-07', CHICAGO),
    });
    // An RSVP for the last date: the one that goes with the event.
    await insertRsvp(server.db, id, 2, undefined, '2031-12-07');
    expect((await cancel(id, '2031-11-30', owner.cookie)).json()).toEqual({
      id,
      deleted: false,
      attendeesTold: 0,
    });
    const before = await tableCounts(server.db);
    expect((await cancel(id, '2031-12-07', owner.cookie)).json()).toEqual({
      id,
      deleted: true,
      attendeesTold: 1,
    });
    expect(await tableCounts(server.db)).toMatchObject({
      events: before.events - 1,
      rsvps: before.rsvps - 1,
    });
    expect((await call('GET', `/api/events/${id}`)).statusCode).toBe(404);

    const once = await insertEvent(server.db, owner.churchId, { datetime: at('2031-12-07') });
    expect((await cancel(once, '2031-12-07', owner.cookie)).json()).toEqual({
      id: once,
      deleted: true,
      attendeesTold: 0,
    });
  });

  it('answers 401 signed out, 403 for another church and 404 for a missing event, changing nothing', async () => {
    const id = await insertSundays();
    const before = await row(id);
    const signedOut = await cancel(id, '2031-12-14');
    expect(signedOut.statusCode).toBe(401);
    const stranger = await cancel(id, '2031-12-14', other.cookie);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({
      error: 'FORBIDDEN',
      message: "You can only manage your own church's events.",
    });
    expect((await cancel(999_999, '2031-12-14', owner.cookie)).statusCode).toBe(404);
    const inactive = await insertSundays(owner.churchId, { is_active: false });
    expect((await cancel(inactive, '2031-12-14', owner.cookie)).statusCode).toBe(404);
    expect(await row(id)).toEqual(before);
  });

  it('answers 400 naming date for a day without the event, a cancelled day, a started one, or no date at all', async () => {
    const id = await insertSundays();
    await cancel(id, '2031-12-14', owner.cookie);
    const running = await insertSundays(owner.churchId, {
      datetime: daysFromNow(-14),
      recurrence_days_of_week: [],
      recurrence_end_date: daysFromNow(30),
    });
    const cases: [number, string, string][] = [
      [id, '2031-12-15', messages.notAnOccurrence],
      [id, '2032-02-01', messages.notAnOccurrence],
      [id, '2031-12-14', messages.occurrenceAlreadyCancelled],
      [running, localDateOf(daysFromNow(-7), CHICAGO), messages.occurrenceStarted],
    ];
    const before = await row(id);
    for (const [eventId, date, message] of cases) {
      const response = await cancel(eventId, date, owner.cookie);
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: `date: ${message}` });
    }
    for (const date of ['2031-02-30', 'tomorrow', '2031-12-14%0A', '99999-12-14', '1900-01-07']) {
      const response = await cancel(id, date, owner.cookie);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message).toMatch(/^date: /);
    }
    for (const bad of ['abc', '-1', '99999999999999999999']) {
      expect((await cancel(bad as unknown as number, '2031-12-21', owner.cookie)).statusCode).toBe(
        400,
      );
    }
    expect(await row(id)).toEqual(before);
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json();
    const operation = doc.paths['/api/events/{id}/occurrences/{date}']?.delete;
    expect(operation?.parameters.map((p: { name: string }) => p.name)).toEqual(['id', 'date']);
  });

  it('works in-process through tRPC with the same rules', async () => {
    const user = await insertChurchWithUser(server.db, { status: 'unpaid' });
    const id = await insertSundays(user.churchId);
    const { api } = callerFor(server, user.userId);
    // No subscription needed, as for delete: cancelling is looking after what is announced.
    await expect(api.events.cancelOccurrence({ id, date: '2031-12-21' })).resolves.toEqual({
      id,
      deleted: false,
      attendeesTold: 0,
    });
    await expect(
      callerFor(server).api.events.cancelOccurrence({ id, date: '2031-12-28' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await row(id))?.recurrence_exceptions).toEqual(['2031-12-21']);
  });

  it('keeps cancelled dates cancelled when the series moves with its start', async () => {
    const id = await insertSundays();
    await cancel(id, '2031-12-14', owner.cookie);
    const response = await move(id, '2031-12-01');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      recurrenceDaysOfWeek: ['monday'],
      recurrenceExceptions: ['2031-12-15'],
    });
    expect(await listedOn('2031-12-15')).not.toContain(id);
    expect(await listedOn('2031-12-22')).toContain(id);
    expect(localDates((await calendarOf(id)).starts)).not.toContain('2031-12-15');
    // And a day the series now has, one week on.
    expect(localDates((await calendarOf(id)).starts)).toContain(addDays('2031-12-15', 7));
  });
});
