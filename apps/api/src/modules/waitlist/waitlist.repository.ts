import type { Db, NewWaitlistEntry, WaitlistEntryRow } from '@huddle/db';
import { sql } from 'kysely';
import type { CancellationScope } from '../rsvps/rsvp-cancellations.repository.js';
import { RSVP_MAIL_CONTEXT_COLUMNS } from '../rsvps/rsvp-manage.repository.js';
import { insertRow } from '../shared/insert-row.js';

/** A waitlist entry as its party and its church see it. */
export const ENTRY_COLUMNS = [
  'waitlist_entries.id',
  'waitlist_entries.event_id',
  'waitlist_entries.occurrence_date',
  'waitlist_entries.attendee_name',
  'waitlist_entries.attendee_email',
  'waitlist_entries.attendee_phone',
  'waitlist_entries.number_of_guests',
  'waitlist_entries.special_requests',
  'waitlist_entries.status',
  'waitlist_entries.offered_until',
  'waitlist_entries.created_at',
] as const;

export type StoredEntry = Pick<
  WaitlistEntryRow,
  | 'id'
  | 'event_id'
  | 'occurrence_date'
  | 'attendee_name'
  | 'attendee_email'
  | 'attendee_phone'
  | 'number_of_guests'
  | 'special_requests'
  | 'status'
  | 'offered_until'
  | 'created_at'
>;

export function insertEntry(db: Db, values: NewWaitlistEntry): Promise<number> {
  return insertRow(db, 'waitlist_entries', values);
}

export async function findEntry(db: Db, id: number): Promise<StoredEntry | undefined> {
  return db
    .selectFrom('waitlist_entries')
    .select(ENTRY_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The entry a link opens: the token of the joining mail's link or of the offer's. */
export async function findEntryByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'event_id'])
    .where((eb) =>
      eb.or([eb('manage_token_hash', '=', tokenHash), eb('offer_token_hash', '=', tokenHash)]),
    )
    .executeTakeFirst();
}

/** The entry this e-mail (any case) has on the date's waitlist, whatever its state. */
export async function findEntryByEmail(db: Db, eventId: number, date: string, email: string) {
  return db
    .selectFrom('waitlist_entries')
    .select(ENTRY_COLUMNS)
    .where('event_id', '=', eventId)
    .where('occurrence_date', '=', date)
    .where(sql<string>`lower(attendee_email)`, '=', sql<string>`lower(${email})`)
    .executeTakeFirst();
}

export async function deleteEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom('waitlist_entries').where('id', '=', id).execute();
}

export async function setEntryToken(db: Db, id: number, manageTokenHash: string): Promise<void> {
  await db
    .updateTable('waitlist_entries')
    .set({ manage_token_hash: manageTokenHash })
    .where('id', '=', id)
    .execute();
}

/** Parties in the date's line: waiting, or holding an offer not yet claimed. */
function inLine(db: Db, eventId: number, date: string) {
  return db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<string>().as('parties'))
    .where('event_id', '=', eventId)
    .where('occurrence_date', '=', date)
    .where('status', 'in', ['waiting', 'offered']);
}

export async function lineLength(db: Db, eventId: number, date: string): Promise<number> {
  return Number((await inLine(db, eventId, date).executeTakeFirstOrThrow()).parties);
}

/** Place in the date's line: the parties ahead still in it, plus one. */
export async function queuePosition(db: Db, entry: StoredEntry): Promise<number> {
  const ahead = await inLine(db, entry.event_id, entry.occurrence_date)
    .where('id', '<', entry.id)
    .executeTakeFirstOrThrow();
  return Number(ahead.parties) + 1;
}

/** The first `limit` parties still waiting on the date, in line order. */
export async function waitingParties(db: Db, eventId: number, date: string, limit: number) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'number_of_guests as guests'])
    .where('event_id', '=', eventId)
    .where('occurrence_date', '=', date)
    .where('status', '=', 'waiting')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Holds seats for a waiting party until `until`, with the hash of its offer link's token. */
export async function markOffered(
  db: Db,
  id: number,
  offer: { until: Date; tokenHash: string },
): Promise<StoredEntry> {
  return db
    .updateTable('waitlist_entries')
    .set({ status: 'offered', offered_until: offer.until, offer_token_hash: offer.tokenHash })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .returning(ENTRY_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Offers whose time ran out by `now`, oldest first: the sweep passes their seats on. */
export async function lapsedOffers(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'event_id'])
    .where('status', '=', 'offered')
    .where('offered_until', '<=', now)
    .orderBy('offered_until')
    .limit(limit)
    .execute();
}

/** The offer is over: its seats go back; the row stays so its link can say what happened. */
export async function markExpired(db: Db, id: number): Promise<void> {
  await db
    .updateTable('waitlist_entries')
    .set({ status: 'expired', offered_until: null })
    .where('id', '=', id)
    .execute();
}

/** Dates of the event with parties waiting: where more seats would be offered at once. */
export async function datesWithWaiting(db: Db, eventId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('occurrence_seats')
    .select('occurrence_date')
    .where('event_id', '=', eventId)
    .where('waiting', '>', 0)
    .execute();
  return rows.map((row) => row.occurrence_date);
}

/** The event's line (of one date when asked): parties waiting or holding an offer, in order. */
export async function listQueue(db: Db, eventId: number, date: string | undefined) {
  let query = db
    .selectFrom('waitlist_entries')
    .select(ENTRY_COLUMNS)
    .where('event_id', '=', eventId)
    .where('status', 'in', ['waiting', 'offered']);
  if (date) query = query.where('occurrence_date', '=', date);
  return query.orderBy('occurrence_date').orderBy('id').execute();
}

/** Puts the event's whole line on `date`: a one-off event that moved keeps its waitlist. */
export async function moveEntriesToDate(db: Db, eventId: number, date: string): Promise<void> {
  await db
    .updateTable('waitlist_entries')
    .set({ occurrence_date: date })
    .where('event_id', '=', eventId)
    .where('occurrence_date', '<>', date)
    .execute();
}

/**
 * The parties in line that a cancellation reaches, each with what its mail says, from the day
 * before `now` on (the caller keeps those whose date is not over). Read before the rows go.
 */
export async function findPartiesToTell(db: Db, scope: CancellationScope, now: Date) {
  let query = db
    .selectFrom('waitlist_entries')
    .innerJoin('events', 'events.id', 'waitlist_entries.event_id')
    .innerJoin('churches', 'churches.id', 'events.church_id')
    .select([
      'waitlist_entries.attendee_name',
      'waitlist_entries.attendee_email',
      'waitlist_entries.number_of_guests',
      'waitlist_entries.occurrence_date',
      ...RSVP_MAIL_CONTEXT_COLUMNS,
    ])
    .where('waitlist_entries.status', 'in', ['waiting', 'offered'])
    .where(
      'waitlist_entries.occurrence_date',
      '>=',
      sql<string>`(${now}::timestamptz at time zone 'UTC')::date - 1`,
    )
    .orderBy('waitlist_entries.id');
  if ('churchId' in scope) {
    query = query.where('events.church_id', '=', scope.churchId);
  } else {
    query = query.where('waitlist_entries.event_id', '=', scope.eventId);
    if (scope.date !== undefined) {
      query = query.where('waitlist_entries.occurrence_date', '=', scope.date);
    }
  }
  return query.execute();
}
export type PartyToTell = Awaited<ReturnType<typeof findPartiesToTell>>[number];

/** Drops one date's line, with its held seats (by trigger). */
export async function deleteEntriesOnDate(db: Db, eventId: number, date: string): Promise<void> {
  await db
    .deleteFrom('waitlist_entries')
    .where('event_id', '=', eventId)
    .where('occurrence_date', '=', date)
    .execute();
}

/**
 * Drops the lines of dates two days gone by (every zone's day is over by then): answers how many
 * parties went.
 */
export async function deletePastLines(db: Db, now: Date): Promise<number> {
  const rows = await db
    .deleteFrom('waitlist_entries')
    .where('occurrence_date', '<', sql<string>`(${now}::timestamptz at time zone 'UTC')::date - 2`)
    .returning('id')
    .execute();
  return rows.length;
}
