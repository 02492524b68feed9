import { zipCentroid } from '@huddle/db';
import { localDateOf } from '@huddle/domain';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, GRACE_CHAPEL, insertChurch, insertEvent } from '../../testing/fixtures.js';
import { useTestServer } from '../../testing/test-server.js';

const server = useTestServer();
let grace: number;
let denver: number;

beforeAll(async () => {
  grace = await insertChurch(server.db, GRACE_CHAPEL);
  denver = await insertChurch(server.db, {
    name: 'Mile High',
    city: 'Denver',
    state: 'CO',
    zip_code: '80202',
  });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

type Entry = {
  uid: string;
  status: string | null;
  sequence: number;
  summary: string;
  recurrenceId: string | null;
};

/** The feed's VEVENTs as a subscribed calendar reads them (ical.js). */
function entries(text: string): Entry[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      status: vevent.getFirstPropertyValue('status') as string | null,
      sequence: event.sequence ?? 0,
      summary: event.summary,
      recurrenceId: event.recurrenceId ? event.recurrenceId.toJSDate().toISOString() : null,
    };
  });
}
const uidsOf = (text: string) => entries(text).map((entry) => entry.uid);

describe("a church's calendar feed", () => {
  it('lists its events to come, and answers 304 while nothing changed', async () => {
    const party = await insertEvent(server.db, grace, { title: 'Chiefs at Bills', sport: 'NFL' });
    const elsewhere = await insertEvent(server.db, denver, { title: 'Broncos at Raiders' });
    await insertEvent(server.db, grace, { title: 'Gone by', datetime: daysFromNow(-3) });

    const response = await get(`/api/churches/${grace}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toContain('X-WR-CALNAME:Grace Chapel on Huddle');
    expect(uidsOf(response.body)).toContain(`event-${party}@huddle`);
    expect(uidsOf(response.body)).not.toContain(`event-${elsewhere}@huddle`);
    expect(response.body).not.toContain('Gone by');

    const again = await get(`/api/churches/${grace}/calendar.ics`, {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps a deleted event as cancelled, its sequence raised, until it would have ended', async () => {
    const id = await insertEvent(server.db, grace, {
      title: 'Lakers at Celtics',
      calendar_sequence: 2,
    });
    const past = await insertEvent(server.db, grace, {
      title: 'Old news',
      datetime: daysFromNow(-2),
    });
    await server.db.deleteFrom('events').where('id', 'in', [id, past]).execute();

    const feed = entries((await get(`/api/churches/${grace}/calendar.ics`)).body);
    expect(feed.find((entry) => entry.uid === `event-${id}@huddle`)).toMatchObject({
      status: 'CANCELLED',
      sequence: 3,
      summary: 'Lakers at Celtics',
    });
    expect(feed.some((entry) => entry.uid === `event-${past}@huddle`)).toBe(false);
  });

  it('shows a series’ cancelled date to come as a cancelled instance', async () => {
    const start = daysFromNow(1);
    const cancelled = localDateOf(daysFromNow(8), 'America/Chicago');
    const id = await insertEvent(server.db, grace, {
      title: 'Sunday Football Fellowship',
      datetime: start,
      timezone: 'America/Chicago',
      is_recurring: true,
      recurrence_pattern: 'daily',
      recurrence_end_date: daysFromNow(20),
      recurrence_exceptions: [cancelled],
    });
    const feed = entries((await get(`/api/churches/${grace}/calendar.ics`)).body);
    const instance = feed.find((entry) => entry.uid === `event-${id}@huddle` && entry.recurrenceId);
    expect(instance).toMatchObject({
      status: 'CANCELLED',
      summary: 'Cancelled: Sunday Football Fellowship',
    });
  });

  it('changes when an event moves: a new ETag and a higher SEQUENCE', async () => {
    const id = await insertEvent(server.db, denver, { title: 'Nuggets at Suns' });
    const before = await get(`/api/churches/${denver}/calendar.ics`);
    await server.db
      .updateTable('events')
      .set({ datetime: daysFromNow(9), calendar_sequence: 1, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const after = await get(`/api/churches/${denver}/calendar.ics`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(entries(after.body).find((entry) => entry.uid === `event-${id}@huddle`)?.sequence).toBe(
      1,
    );
  });

  it('keeps nothing of a church the administrator deletes', async () => {
    const gone = await insertChurch(server.db, { name: 'Closing Chapel' });
    await insertEvent(server.db, gone, { title: 'Last Watch Party' });
    await server.db.deleteFrom('churches').where('id', '=', gone).execute();
    const kept = await server.db
      .selectFrom('cancelled_events')
      .select('event_id')
      .where('church_id', '=', gone)
      .execute();
    expect(kept).toEqual([]);
    expect((await get(`/api/churches/${gone}/calendar.ics`)).statusCode).toBe(404);
  });

  it('is a 404 for a church that does not exist and a 400 for a bad id', async () => {
    expect((await get('/api/churches/999999/calendar.ics')).statusCode).toBe(404);
    expect((await get('/api/churches/abc/calendar.ics')).statusCode).toBe(400);
  });
});

describe('a search as a calendar feed', () => {
  it('holds what the event list finds for the same filters', async () => {
    const football = await insertEvent(server.db, grace, {
      title: 'Texans at Cowboys',
      sport: 'NFL',
    });
    const hoops = await insertEvent(server.db, grace, {
      title: 'Spurs at Mavericks',
      sport: 'NBA',
    });
    const response = await get(
      `/api/events/calendar.ics?city=${encodeURIComponent('Austin, TX')}&sport=Football`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('X-WR-CALNAME:Huddle: Football near Austin\\, TX');
    const uids = uidsOf(response.body);
    expect(uids).toContain(`event-${football}@huddle`);
    expect(uids).not.toContain(`event-${hoops}@huddle`);
    expect(
      uidsOf((await get('/api/events/calendar.ics?zipCode=80202')).body).every(
        (uid) => !uid.includes(`-${football}@`),
      ),
    ).toBe(true);
  });

  it('refuses filters the list refuses, saying which', async () => {
    const response = await get('/api/events/calendar.ics?zipCode=7870');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/zip/i);
  });
  it("follows the list's radius, words and kind, and keeps what it cancelled that they would find", async () => {
    const downtown = zipCentroid('78701');
    if (!downtown) throw new Error('78701 is in the zip table');
    // Miles due north of downtown Austin: a degree of latitude is 69.09 miles on the sphere.
    const north = (miles: number) => ({
      latitude: downtown.latitude + miles / 69.0933,
      longitude: downtown.longitude,
    });
    const near = await insertChurch(server.db, { name: 'Eastside Chapel', ...north(3) });
    const far = await insertChurch(server.db, { name: 'Hill Country Church', ...north(40) });
    const party = await insertEvent(server.db, near, { title: 'Chiefs at Broncos', sport: 'NFL' });
    const worship = await insertEvent(server.db, near, {
      title: 'Chiefs fans worship night',
      sport: 'Special Service',
    });
    const hoops = await insertEvent(server.db, near, { title: 'Lakers at Suns', sport: 'NBA' });
    const faraway = await insertEvent(server.db, far, { title: 'Chiefs at Raiders', sport: 'NFL' });
    const gone = await insertEvent(server.db, near, { title: 'Chiefs at Jets', sport: 'NFL' });
    const goneFar = await insertEvent(server.db, far, { title: 'Chiefs at Bills', sport: 'NFL' });
    await server.db.deleteFrom('events').where('id', 'in', [gone, goneFar]).execute();

    const filters = 'near=78701&radius=10&kind=watch_party&q=chiefs';
    const response = await get(`/api/events/calendar.ics?${filters}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      'X-WR-CALNAME:Huddle: Watch parties within 10 mi of 78701 matching "chiefs"',
    );
    const feed = entries(response.body);
    const uid = (id: number) => `event-${id}@huddle`;
    expect(feed.filter((entry) => entry.status !== 'CANCELLED').map((e) => e.uid)).toEqual([
      uid(party),
    ]);
    expect(feed.find((entry) => entry.uid === uid(gone))?.status).toBe('CANCELLED');
    for (const id of [worship, hoops, faraway, goneFar]) {
      expect(feed.some((entry) => entry.uid === uid(id))).toBe(false);
    }
    // The list, asked the same, finds the same events.
    const list = await get(`/api/events?${filters}`);
    expect((list.json() as { id: number }[]).map((event) => event.id)).toEqual([party]);

    // "Near me": a position instead of a zip code.
    const position = `lat=${downtown.latitude}&lng=${downtown.longitude}&radius=10&q=chiefs`;
    const mine = await get(`/api/events/calendar.ics?${position}`);
    expect(mine.body).toContain('within 10 mi of a chosen place');
    expect(uidsOf(mine.body)).toEqual(expect.arrayContaining([uid(party), uid(worship)]));
    expect(uidsOf(mine.body)).not.toContain(uid(faraway));
  });

  it.each([
    ['near=00000', 'near: Unknown zip code 00000'],
    ['radius=10', 'radius: Give a place (near, or lat and lng)'],
    ['lat=30.2', 'lat and lng: Give both a latitude and a longitude'],
    ['kind=games', "Kind must be 'watch_party' or 'church_event'"],
  ])('refuses %s as the list does: %s', async (query, message) => {
    const response = await get(`/api/events/calendar.ics?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
