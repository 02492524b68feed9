import type { DbHandle } from '@huddle/db';
import { createTestDb } from '@huddle/db/testing';
import { localDateOf, localToInstant, recurrenceEndInstant } from '@huddle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChurch, insertEvent } from '../../testing/fixtures.js';
import { hashManageToken } from './manage-token.js';
import { openManagedRsvp } from './rsvp-manage.service.js';

/*
 * The manage link's read of a series with a cancelled date (issue 26, item 3): the page once read
 * the series without its cancelled dates, so it offered a cancelled Sunday as the next one. Since
 * issue 27 an RSVP is for one date, and the link shows that date.
 */

const CHICAGO = 'America/Chicago';
const at = (date: string) => localToInstant(date, '10:00', CHICAGO);

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

/**
 * Sundays at 10 AM in Chicago from Nov 30, 2031 to Jan 25, 2032, with an RSVP for `date` behind
 * `token`.
 */
async function rsvpToSundays(cancelled: string[], token: string, date: string) {
  const { db } = database;
  const churchId = await insertChurch(db);
  const eventId = await insertEvent(db, churchId, {
    datetime: at('2031-11-30'),
    timezone: CHICAGO,
    max_attendees: 20,
    current_attendees: 2,
    is_recurring: true,
    recurrence_pattern: 'weekly',
    recurrence_days_of_week: ['sunday'],
    recurrence_end_date: recurrenceEndInstant('2032-01-25', CHICAGO),
    recurrence_exceptions: cancelled,
  });
  await db
    .insertInto('rsvps')
    .values({
      event_id: eventId,
      occurrence_date: date,
      attendee_name: 'Ann Lee',
      attendee_email: `ann.${token}@example.com`,
      number_of_guests: 2,
      manage_token_hash: hashManageToken(token),
    })
    .execute();
}

describe('the manage link of a series with a cancelled date', () => {
  // Monday Dec 1, 2031: the series has begun, and its next Sunday, Dec 7, is cancelled.
  const now = at('2031-12-01');
  const options = { publicUrl: 'http://huddle.test', now };

  it("shows the RSVP's own date, not the cancelled one before it", async () => {
    await rsvpToSundays(['2031-12-07'], 'cancelled-next-sunday', '2031-12-14');
    const { event } = await openManagedRsvp(
      database.db,
      { token: 'cancelled-next-sunday' },
      options,
    );
    expect(localDateOf(event.startsAt, CHICAGO)).not.toBe('2031-12-07');
    expect(event.startsAt).toEqual(at('2031-12-14'));
  });

  it('names the cancelled date in the series rule', async () => {
    await rsvpToSundays(['2031-12-07'], 'cancelled-in-rule', '2031-12-14');
    const { event } = await openManagedRsvp(database.db, { token: 'cancelled-in-rule' }, options);
    expect(event.repeats).toBe('Every Sunday until Jan 25, 2032, except Dec 7, 2031');
  });

  it('shows a later Sunday the RSVP is for', async () => {
    await rsvpToSundays([], 'nothing-cancelled', '2031-12-21');
    const { event } = await openManagedRsvp(database.db, { token: 'nothing-cancelled' }, options);
    expect(event.startsAt).toEqual(at('2031-12-21'));
    expect(event.occurrenceDate).toBe('2031-12-21');
    expect(event.repeats).toBe('Every Sunday until Jan 25, 2032');
  });
});
