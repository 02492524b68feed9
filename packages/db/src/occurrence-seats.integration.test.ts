import { addDays, localDateOf, localToInstant, recurrenceEndInstant } from '@huddle/domain';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import type { Db } from './schema/index.js';
import { insertChurch, insertEvent, insertRsvp, violation } from './testing/fixtures.js';
import { useTestDb } from './testing/use-test-db.js';

/* Migration 0021: each RSVP is for one date, and each date of an event counts its own seats. */

const CHICAGO = 'America/Chicago';

let db: Db;
useTestDb((handle) => {
  db = handle.db;
});

function seats(eventId: number) {
  return db
    .selectFrom('occurrence_seats')
    .select(['occurrence_date', 'taken'])
    .where('event_id', '=', eventId)
    .orderBy('occurrence_date')
    .execute();
}

async function datesOf(eventId: number) {
  const rows = await db
    .selectFrom('rsvps')
    .select('occurrence_date')
    .where('event_id', '=', eventId)
    .execute();
  return [...new Set(rows.map((row) => row.occurrence_date))];
}

describe('migration 0021', () => {
  it("puts a one-off event's RSVPs on its day and a series' RSVPs on its next date", async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0020_rsvp_email_index')).error).toBeUndefined();

    const church = await insertChurch(db);
    const today = localDateOf(new Date(), CHICAGO);
    const at = (date: string) => localToInstant(date, '19:00', CHICAGO);
    const series = { timezone: CHICAGO, is_recurring: true } as const;
    const oneOff = await insertEvent(db, church.id, {
      datetime: at('2031-06-01'),
      timezone: CHICAGO,
    });
    // Weekly on its first date's weekday, three weeks in; today's date cancelled.
    const weekly = await insertEvent(db, church.id, {
      ...series,
      datetime: at(addDays(today, -21)),
      recurrence_pattern: 'weekly',
      recurrence_exceptions: [today],
    });
    const monthlyAhead = await insertEvent(db, church.id, {
      ...series,
      datetime: at(addDays(today, 10)),
      recurrence_pattern: 'monthly',
    });
    const over = await insertEvent(db, church.id, {
      ...series,
      datetime: at(addDays(today, -30)),
      recurrence_pattern: 'daily',
      recurrence_end_date: recurrenceEndInstant(addDays(today, -10), CHICAGO),
    });
    for (const event of [oneOff, weekly, monthlyAhead, over]) {
      await insertRsvp(db, event.id, { number_of_guests: 2 });
      await insertRsvp(db, event.id, { number_of_guests: 3 });
    }

    await migrateToLatest(db);

    expect(await datesOf(oneOff.id)).toEqual(['2031-06-01']);
    expect(await datesOf(weekly.id)).toEqual([addDays(today, 7)]);
    expect(await datesOf(monthlyAhead.id)).toEqual([addDays(today, 10)]);
    expect(await datesOf(over.id)).toEqual([addDays(today, -30)]);
    expect(await seats(weekly.id)).toEqual([{ occurrence_date: addDays(today, 7), taken: 5 }]);
    expect(await seats(oneOff.id)).toEqual([{ occurrence_date: '2031-06-01', taken: 5 }]);
  });
});

describe('occurrence_seats', () => {
  it('follows every RSVP written, changed or deleted, per date', async () => {
    const church = await insertChurch(db);
    const event = await insertEvent(db, church.id, {
      datetime: localToInstant('2031-03-02', '10:00', CHICAGO),
      timezone: CHICAGO,
      is_recurring: true,
      recurrence_pattern: 'weekly',
      max_attendees: 6,
    });
    // Written without a date: the event's first day.
    const first = await insertRsvp(db, event.id, { number_of_guests: 2 });
    expect(first.occurrence_date).toBe('2031-03-02');
    const later = await insertRsvp(db, event.id, {
      number_of_guests: 4,
      occurrence_date: '2031-03-09',
    });
    expect(await seats(event.id)).toEqual([
      { occurrence_date: '2031-03-02', taken: 2 },
      { occurrence_date: '2031-03-09', taken: 4 },
    ]);

    await db.updateTable('rsvps').set({ number_of_guests: 5 }).where('id', '=', first.id).execute();
    // 5 + 4 on one date is more than its 6 seats: refused, and nothing moved.
    expect(
      await violation(
        db
          .updateTable('rsvps')
          .set({ occurrence_date: '2031-03-02' })
          .where('id', '=', later.id)
          .execute(),
      ),
    ).toEqual({ code: '23514', constraint: 'occurrence_seats_within_max' });
    expect(await seats(event.id)).toEqual([
      { occurrence_date: '2031-03-02', taken: 5 },
      { occurrence_date: '2031-03-09', taken: 4 },
    ]);

    await db.deleteFrom('rsvps').where('id', '=', later.id).execute();
    expect(await seats(event.id)).toEqual([
      { occurrence_date: '2031-03-02', taken: 5 },
      { occurrence_date: '2031-03-09', taken: 0 },
    ]);
  });

  it('refuses more people on one date than the event has seats, whoever writes them', async () => {
    const church = await insertChurch(db);
    const event = await insertEvent(db, church.id, { max_attendees: 4 });
    await insertRsvp(db, event.id, { number_of_guests: 3 });
    expect(await violation(insertRsvp(db, event.id, { number_of_guests: 2 }))).toEqual({
      code: '23514',
      constraint: 'occurrence_seats_within_max',
    });
  });
});
