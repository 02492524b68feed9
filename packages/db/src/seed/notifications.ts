import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema/index.js';
import { addDays } from './time.js';

/**
 * One new_rsvp notification per RSVP, written by a single INSERT … SELECT so each row points at
 * its RSVP without relying on the order of RETURNING. Those older than three days are read.
 */
export async function insertNotificationsForRsvps(
  trx: Transaction<Database>,
  now: Date,
): Promise<void> {
  const readBefore = addDays(now, -3);
  await trx
    .insertInto('notifications')
    .columns(['church_id', 'event_id', 'rsvp_id', 'type', 'message', 'is_read', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('rsvps')
        .innerJoin('events', 'events.id', 'rsvps.event_id')
        .select([
          'events.church_id',
          'events.id',
          'rsvps.id',
          sql.lit('new_rsvp').as('type'),
          sql<string>`rsvps.attendee_name || ' RSVP''d for ' || events.title || ' (' ||
            rsvps.number_of_guests || case when rsvps.number_of_guests = 1 then ' guest)' else ' guests)' end`.as(
            'message',
          ),
          sql<boolean>`rsvps.created_at < ${readBefore}`.as('is_read'),
          'rsvps.created_at',
        ])
        .orderBy('rsvps.id'),
    )
    .execute();
}
