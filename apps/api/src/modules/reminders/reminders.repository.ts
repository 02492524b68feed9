import type { Db, ReminderKind } from '@huddle/db';
import { sql } from 'kysely';

/** RSVPs read per sweep; the next sweep reads on. */
const BATCH = 200;

/**
 * RSVPs due a reminder now (domain `dueReminder`, which the service applies again): of active
 * events that remind, not stopped by their attendee, whose date has not started and whose
 * reminder's time has come since the RSVP was made: the two-hour one, or the day one before the
 * last two hours. Each with its start and the reminders it was sent. Only due RSVPs are read, so
 * a large date's attendees, reminded a day before, never crowd out others due now; the dates
 * read are those of the next few days (UTC ± a day covers every zone).
 */
export async function findRsvpsToRemind(db: Db, now: Date) {
  const startsAt = sql<Date>`((r.occurrence_date + (e.datetime at time zone e.timezone)::time)
    at time zone e.timezone)`;
  const sent = (kind: ReminderKind) =>
    sql<boolean>`exists (select 1 from rsvp_reminders s where s.rsvp_id = r.id and s.kind = ${kind})`;
  const dueSince = (before: string) =>
    sql<boolean>`(${startsAt} - ${before}::interval <= ${now}
      and r.created_at < ${startsAt} - ${before}::interval)`;
  return db
    .selectFrom('rsvps as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'r.id',
      'r.event_id',
      'r.occurrence_date',
      'r.created_at',
      startsAt.as('starts_at'),
      sql<ReminderKind[]>`array(select kind from rsvp_reminders s where s.rsvp_id = r.id)`.as(
        'sent',
      ),
    ])
    .where(
      'r.occurrence_date',
      '>=',
      sql<string>`(${now}::timestamptz at time zone 'UTC')::date - 1`,
    )
    .where(
      'r.occurrence_date',
      '<=',
      sql<string>`(${now}::timestamptz at time zone 'UTC')::date + 2`,
    )
    .where('e.is_active', '=', true)
    .where('e.reminders_enabled', '=', true)
    .where('r.reminders_stopped', '=', false)
    .where(startsAt, '>', now)
    .where(
      sql<boolean>`((${dueSince('2 hours')} and not ${sent('hours')})
        or (${dueSince('1 day')} and not ${dueSince('2 hours')} and not ${sent('day')}))`,
    )
    .orderBy(startsAt)
    .limit(BATCH)
    .execute();
}

/**
 * Records a reminder as sent, unless it already is (another worker, a run before a restart):
 * true when this call is the one to send it.
 */
export async function claimReminder(
  db: Db,
  rsvpId: number,
  kind: ReminderKind,
  tokenHash: string,
): Promise<boolean> {
  const row = await db
    .insertInto('rsvp_reminders')
    .values({ rsvp_id: rsvpId, kind, token_hash: tokenHash })
    .onConflict((conflict) => conflict.columns(['rsvp_id', 'kind']).doNothing())
    .returning('rsvp_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The RSVP a reminder's link is for, with its event and whether its reminders are stopped. */
export async function findReminderTarget(db: Db, tokenHash: string) {
  return db
    .selectFrom('rsvp_reminders as s')
    .innerJoin('rsvps as r', 'r.id', 's.rsvp_id')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'r.id as rsvp_id',
      'r.event_id',
      'r.number_of_guests',
      'r.occurrence_date',
      'r.reminders_stopped',
      'e.title',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
export type ReminderTarget = NonNullable<Awaited<ReturnType<typeof findReminderTarget>>>;

export async function stopReminders(db: Db, rsvpId: number): Promise<void> {
  await db.updateTable('rsvps').set({ reminders_stopped: true }).where('id', '=', rsvpId).execute();
}
