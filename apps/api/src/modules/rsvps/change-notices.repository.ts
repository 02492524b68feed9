import type { Db } from '@huddle/db';
import { sql } from 'kysely';
import { RSVP_MAIL_CONTEXT_COLUMNS } from './rsvp-manage.repository.js';

export type HeldNotice = { rsvpId: number; toldStart: Date; toldPlace: string };

/**
 * Holds a notice per RSVP, due at `dueAt`; one already held keeps what was told first (the start
 * of the burst) and only waits longer.
 */
export async function holdNotices(db: Db, notices: HeldNotice[], dueAt: Date): Promise<void> {
  if (notices.length === 0) return;
  await db
    .insertInto('change_notices')
    .values(
      notices.map((notice) => ({
        rsvp_id: notice.rsvpId,
        told_start: notice.toldStart,
        told_place: notice.toldPlace,
        due_at: dueAt,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('rsvp_id').doUpdateSet({ due_at: (eb) => eb.ref('excluded.due_at') }),
    )
    .execute();
}

/**
 * Notices whose quiet window is over, each with its RSVP and what its mail says now, locked so
 * that two job processes never tell the same change twice (the second skips them).
 */
export async function takeDueNotices(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('change_notices')
    .innerJoin('rsvps', 'rsvps.id', 'change_notices.rsvp_id')
    .innerJoin('events', 'events.id', 'rsvps.event_id')
    .innerJoin('churches', 'churches.id', 'events.church_id')
    .select([
      'change_notices.rsvp_id',
      'change_notices.told_start',
      'change_notices.told_place',
      'rsvps.attendee_name',
      'rsvps.attendee_email',
      'rsvps.number_of_guests',
      'rsvps.occurrence_date',
      ...RSVP_MAIL_CONTEXT_COLUMNS,
    ])
    .where('change_notices.due_at', '<=', now)
    .orderBy('change_notices.due_at')
    .limit(limit)
    .forUpdate(['change_notices'])
    .skipLocked()
    .execute();
}
export type DueNotice = Awaited<ReturnType<typeof takeDueNotices>>[number];

export async function dropNotices(db: Db, rsvpIds: number[]): Promise<void> {
  if (rsvpIds.length === 0) return;
  await db.deleteFrom('change_notices').where('rsvp_id', 'in', rsvpIds).execute();
}

/** Raises the SEQUENCE of the calendar files of the events in scope: their attendees' entries change. */
export async function raiseCalendarSequence(
  db: Db,
  scope: { eventId: number } | { churchId: number },
): Promise<void> {
  let query = db
    .updateTable('events')
    .set({ calendar_sequence: sql<number>`calendar_sequence + 1` });
  query =
    'churchId' in scope
      ? query.where('church_id', '=', scope.churchId)
      : query.where('id', '=', scope.eventId);
  await query.execute();
}
