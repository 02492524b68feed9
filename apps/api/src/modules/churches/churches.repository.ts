import type { ChurchUpdate, Db, NewChurch } from '@huddle/db';
import {
  isOtherDenomination,
  likeContainsPattern,
  NAMED_DENOMINATIONS,
  type NameCursor,
} from '@huddle/domain';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { upcomingEventCount } from '../events/events.repository.js';
import {
  CHURCH_PUBLIC_COLUMNS,
  type Church,
  type ChurchListItem,
  toChurch,
} from './church.schemas.js';
import { type DistanceCursor, distanceSql, type Near, roundMiles, withinSql } from './near.js';

/** Churches with their public columns and upcoming event count, as `churches`. */
function selectChurches(db: Db, now: Date) {
  return db
    .selectFrom('churches')
    .select(CHURCH_PUBLIC_COLUMNS)
    .select(upcomingEventCount(now).as('event_count'));
}

export type ChurchListQuery = {
  /** Text anywhere in the name, description or city, ignoring case (spec §5). */
  search?: string | undefined;
  /**
   * A search that ends in a state ('Austin, TX'): the churches of that state with the text before
   * it are found too, as /events reads its location box (domain `searchPlaceOf`).
   */
  place?: { text: string; state: string } | null | undefined;
  /** One denomination, ignoring case; 'Other' is every denomination the list does not name. */
  denomination?: string | undefined;
  cursor: NameCursor | null;
  /** Within a radius (docs/adr/0082); nearest first when `distanceCursor` is not undefined. */
  near?: Near | undefined;
  distanceCursor?: DistanceCursor | null | undefined;
  /** Rows to fetch; the service asks for one more than it shows to know if a page follows. */
  limit: number;
  now: Date;
};

const byDistance = (q: ChurchListQuery): q is ChurchListQuery & { near: Near } =>
  q.near !== undefined && q.distanceCursor !== undefined;

/**
 * 'Other': a denomination that is none of the named ones ('Other' itself, 'Nazarene', …); no
 * denomination at all is not one. Rare enough that the walk over the (name, id) index checks it.
 */
const OTHER_DENOMINATION = sql<SqlBool>`churches.denomination <> ''
  and lower(churches.denomination) not in (${sql.join(
    NAMED_DENOMINATIONS.map((name) => sql.lit(name.toLowerCase())),
  )})`;

/**
 * The page's ids in (name, id) order. The walk follows the (name, id) index and stops once a page
 * has matched; the event counts are worked out afterwards, for the page's rows only.
 */
function pageIds(db: Db, q: ChurchListQuery) {
  let query = db.selectFrom('churches').select('churches.id');
  const { search, place } = q;
  if (search) {
    // One text of the three fields, as the trigram index of 0008 holds it; the line breaks keep a
    // match inside one field, since a search cannot contain one.
    const text = sql<string>`churches.name || E'\n' || churches.city || E'\n' || churches.description`;
    query = query.where((eb) => {
      const whole = eb(text, 'ilike', likeContainsPattern(search));
      if (!place) return whole;
      const inState = eb.and([
        eb('churches.state', '=', place.state),
        eb(text, 'ilike', likeContainsPattern(place.text)),
      ]);
      return eb.or([whole, inState]);
    });
  }
  if (q.denomination) {
    query = isOtherDenomination(q.denomination)
      ? query.where(OTHER_DENOMINATION)
      : query.where(sql`lower(churches.denomination)`, '=', q.denomination.toLowerCase());
  }
  if (q.near) query = query.where(withinSql('churches.latitude', 'churches.longitude', q.near));
  if (byDistance(q)) {
    const distance = distanceSql('churches.latitude', 'churches.longitude', q.near.center);
    const after = q.distanceCursor;
    if (after) {
      query = query.where(
        sql<SqlBool>`(${distance}, churches.id) > (${after.distance}::float8, ${after.id}::int)`,
      );
    }
    return query.orderBy(distance).orderBy('churches.id').limit(q.limit);
  }
  const { cursor } = q;
  if (cursor) {
    query = query.where((eb) =>
      eb(eb.refTuple('churches.name', 'churches.id'), '>', eb.tuple(cursor.name, cursor.id)),
    );
  }
  return query.orderBy('churches.name').orderBy('churches.id').limit(q.limit);
}

/** The statement behind `listChurches` (exported for EXPLAIN in the benchmark). */
export function listChurchesQuery(db: Db, q: ChurchListQuery) {
  const distance: RawBuilder<number | null> = q.near
    ? distanceSql('churches.latitude', 'churches.longitude', q.near.center)
    : sql<null>`null`;
  const select = selectChurches(db, q.now)
    .select(distance.as('distance_miles'))
    .where('churches.id', 'in', pageIds(db, q));
  return byDistance(q)
    ? select.orderBy('distance_miles').orderBy('churches.id')
    : select.orderBy('churches.name').orderBy('churches.id');
}

/**
 * One page of the directory, by name or by distance, each church with its upcoming event count
 * and its distance (`exactDistance` unrounded, for the next page's cursor).
 */
export async function listChurches(
  db: Db,
  q: ChurchListQuery,
): Promise<(ChurchListItem & { exactDistance: number | null })[]> {
  const rows = await listChurchesQuery(db, q).execute();
  return rows.map((row) => ({
    ...toChurch(row, row.event_count),
    distanceMiles: row.distance_miles === null ? null : roundMiles(row.distance_miles),
    exactDistance: row.distance_miles,
  }));
}

export async function findChurch(
  db: Db,
  id: number,
  now = new Date(),
): Promise<Church | undefined> {
  const row = await selectChurches(db, now).where('churches.id', '=', id).executeTakeFirst();
  return row && toChurch(row, row.event_count);
}

/**
 * The church's name and postal address, its row locked until commit: an edit compares them with
 * what it writes (a move tells attendees; a duplicate names what changed), then writes.
 */
export async function lockChurchForEdit(db: Db, id: number) {
  return db
    .selectFrom('churches')
    .select(['name', 'address', 'city', 'state', 'zip_code'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether the user is linked to any church, active or not (church_users.user_id is unique). */
export async function hasChurchMembership(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('church_users')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a church and makes `ownerId` its owner; run it in a transaction. */
export async function insertChurchWithOwner(
  db: Db,
  values: NewChurch,
  ownerId: number,
): Promise<Church> {
  const row = await db
    .insertInto('churches')
    .values(values)
    .returning(CHURCH_PUBLIC_COLUMNS)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('church_users')
    .values({ church_id: row.id, user_id: ownerId, role: 'owner' })
    .execute();
  return toChurch(row, 0);
}

/** Writes an edit's columns (undefined ones are left as they are); false when there is no such church. */
export async function updateChurch(db: Db, id: number, values: ChurchUpdate): Promise<boolean> {
  const result = await db
    .updateTable('churches')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
