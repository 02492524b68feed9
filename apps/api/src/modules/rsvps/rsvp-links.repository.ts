import type { Db } from '@huddle/db';
import { sql } from 'kysely';
import { openForRsvp } from '../events/events.repository.js';
import { rsvpsWithMailContext } from './rsvp-manage.repository.js';

/** More would make a mail nobody reads; a person has a handful. */
export const MOST_RSVPS_PER_LINKS_MAIL = 50;

/**
 * The RSVPs an address (any case) holds for events still taking RSVPs (active, and not over or a
 * series still running; the service drops those whose own date is over), each with what its
 * mail says. Their rows stay locked until commit, so an RSVP cancelled meanwhile is
 * not listed with a link that opens nothing.
 */
export async function findLiveRsvpsByEmail(db: Db, email: string, now: Date) {
  return (
    rsvpsWithMailContext(db)
      // The same expression as the rsvps_email_lower_idx index (migration 0020).
      .where(sql<string>`lower(rsvps.attendee_email)`, '=', sql<string>`lower(${email})`)
      .where('events.is_active', '=', true)
      .where((eb) => openForRsvp(eb, now))
      .orderBy('rsvps.id', 'desc')
      .limit(MOST_RSVPS_PER_LINKS_MAIL)
      .forUpdate(['rsvps'])
      .execute()
  );
}
export type LiveRsvp = Awaited<ReturnType<typeof findLiveRsvpsByEmail>>[number];
