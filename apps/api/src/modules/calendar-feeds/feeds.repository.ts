import type { Db } from '@huddle/db';
import { likeContainsPattern, SPORTS } from '@huddle/domain';
import { type SqlBool, sql } from 'kysely';
import { type Near, withinSql } from '../churches/near.js';
import type { EventListQuery } from '../events/events.repository.js';

/** Which cancelled events a feed shows: those of a church, or those a search would have found. */
export type CancelledFilter = Pick<
  EventListQuery,
  'churchId' | 'zipCode' | 'city' | 'state' | 'sports' | 'kind'
> & {
  /** Within a radius of the search's place: the church's own place (it remains while kept). */
  near?: Near | undefined;
  /** Words in the title or the church's name. */
  text?: string | undefined;
};

/**
 * Cancelled events not over yet passing the feed's filters, with their church's place where the
 * church still exists. The place and sport columns are the deleted event's own copies, matched as
 * the event list matches them (exact zip, city without case, state, the sport list's kinds); a
 * radius is drawn around the church's place, and words are matched in the title and the church's
 * name without case or accents (the list also tolerates typos with pg_trgm: a cancelled event
 * found by a near miss is not worth a trigram index of its own).
 */
export function findCancelledEvents(db: Db, filter: CancelledFilter, now: Date) {
  let query = db
    .selectFrom('cancelled_events as c')
    .leftJoin('churches', 'churches.id', 'c.church_id')
    .selectAll('c')
    .select([
      'churches.name as church_name',
      'churches.address as church_address',
      'churches.city as church_city',
      'churches.state as church_state',
      'churches.zip_code as church_zip_code',
    ])
    .where('c.ends_at', '>', now);
  if (filter.churchId !== undefined) query = query.where('c.church_id', '=', filter.churchId);
  if (filter.zipCode) query = query.where('c.place_zip', '=', filter.zipCode);
  if (filter.city)
    query = query.where((eb) =>
      eb(eb.fn('lower', ['c.place_city']), '=', filter.city!.toLowerCase()),
    );
  if (filter.state) query = query.where('c.place_state', '=', filter.state);
  if (filter.sports) query = query.where('c.sport', 'in', filter.sports);
  if (filter.kind === 'watch_party') query = query.where('c.sport', 'in', SPORTS);
  if (filter.kind === 'church_event') query = query.where('c.sport', 'not in', SPORTS);
  const { near, text } = filter;
  if (near) query = query.where(withinSql('churches.latitude', 'churches.longitude', near));
  if (text) {
    const pattern = likeContainsPattern(text);
    query = query.where(
      sql<SqlBool>`huddle_fold(c.title || ' ' || coalesce(churches.name, '')) like huddle_fold(${pattern})`,
    );
  }
  return query.orderBy('c.datetime').limit(100).execute();
}
export type CancelledEventRow = Awaited<ReturnType<typeof findCancelledEvents>>[number];

/** When each event was last edited (the list's rows leave it out). */
export async function lastEdits(db: Db, ids: number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('events')
    .select(['id', 'updated_at'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.updated_at]));
}

/** Housekeeping: cancelled events over by `now` leave the feeds. */
export async function deleteEndedCancellations(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('cancelled_events')
    .where('ends_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
