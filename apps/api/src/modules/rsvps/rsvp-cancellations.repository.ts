import type { Db, RsvpCancellationReason } from '@huddle/db';
import { sql } from 'kysely';
import { rsvpsWithMailContext } from './rsvp-manage.repository.js';

/** Whose RSVPs a cancellation or a change reaches: an event's, one date's of it, or a church's. */
export type CancellationScope = { eventId: number; date?: string } | { churchId: number };

/**
 * The RSVPs a cancellation reaches, each with what its mail says, from the day before `now` on
 * (the service keeps those whose date is not over). Read before the rows go.
 */
export async function findRsvpsToTell(db: Db, scope: CancellationScope, now: Date) {
  let query = rsvpsWithMailContext(db)
    .select(['rsvps.attendee_name', 'rsvps.manage_token_hash'])
    .where(
      'rsvps.occurrence_date',
      '>=',
      sql<string>`(${now}::timestamptz at time zone 'UTC')::date - 1`,
    )
    .orderBy('rsvps.id');
  if ('churchId' in scope) {
    query = query.where('events.church_id', '=', scope.churchId);
  } else {
    query = query.where('rsvps.event_id', '=', scope.eventId);
    if (scope.date !== undefined) query = query.where('rsvps.occurrence_date', '=', scope.date);
  }
  return query.execute();
}
export type RsvpToTell = Awaited<ReturnType<typeof findRsvpsToTell>>[number];

/** How long a cancelled link keeps saying so after its date. */
const KEPT_AFTER_DATE = '30 days';

/**
 * What the links of cancelled RSVPs say from now on; expired ones are cleared on the way (a few
 * rows at most: cancellations are rare).
 */
export async function keepCancelledLinks(
  db: Db,
  links: { tokenHash: string; eventTitle: string | null; date: string }[],
  reason: RsvpCancellationReason,
  now: Date,
): Promise<void> {
  await db.deleteFrom('cancelled_rsvp_links').where('expires_at', '<', now).execute();
  if (links.length === 0) return;
  await db
    .insertInto('cancelled_rsvp_links')
    .values(
      links.map((link) => ({
        token_hash: link.tokenHash,
        event_title: link.eventTitle,
        occurrence_date: link.date,
        reason,
        expires_at: sql<Date>`${link.date}::date + ${KEPT_AFTER_DATE}::interval`,
      })),
    )
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .execute();
}

/** What a link says when its RSVP was cancelled by the church, if it was (and not long ago). */
export async function findCancelledLink(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('cancelled_rsvp_links')
    .select(['event_title', 'occurrence_date', 'reason'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>=', now)
    .executeTakeFirst();
}
export type CancelledLink = NonNullable<Awaited<ReturnType<typeof findCancelledLink>>>;

/** Drops the RSVPs of one date (its seats go with them, by trigger). */
export async function deleteRsvpsOnDate(db: Db, eventId: number, date: string): Promise<number> {
  const rows = await db
    .deleteFrom('rsvps')
    .where('event_id', '=', eventId)
    .where('occurrence_date', '=', date)
    .returning('number_of_guests')
    .execute();
  return rows.reduce((sum, row) => sum + row.number_of_guests, 0);
}
