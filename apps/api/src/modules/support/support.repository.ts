import type {
  Availability,
  Db,
  NewSupportOffer,
  NewSupportRequest,
  SupportOfferRow,
  SupportType,
  Urgency,
} from '@huddle/db';
import type { TimeCursor } from '@huddle/domain';
import { type SelectType, sql } from 'kysely';
import { insertRow } from '../shared/insert-row.js';

/**
 * The two boards (offers, requests) share every column but one: availability or urgency. One set
 * of queries serves both, reading the board's table as `post`. Table and column names come from
 * the constants below, never from input.
 */
export const BOARDS = {
  offers: { table: 'support_offers', ownColumn: 'availability' },
  requests: { table: 'support_requests', ownColumn: 'urgency' },
} as const;
export type Board = keyof typeof BOARDS;

/** What the boards share, as stored. */
export type SupportPostRow = Omit<SupportOfferRow, 'availability'>;

/** The value of each board's own column. */
export type OwnValue = { offers: Availability; requests: Urgency };

/** A post with its own column (`own`) and its church's name and place. */
export type SupportPostWithChurchRow<B extends Board> = SupportPostRow & {
  // SelectType as Kysely types a selection; for a given board it is OwnValue[B] itself.
  own: SelectType<OwnValue[B]>;
  church_name: string;
  church_city: string;
  church_state: string;
};

export type SupportListQuery<B extends Board> = {
  supportType?: SupportType | undefined;
  /** The board's own filter, the values it accepts: availabilities for offers, urgency for requests. */
  own?: readonly OwnValue[B][] | undefined;
  cursor: TimeCursor | null;
  /** Rows to fetch; the service asks for one more than it shows to know if a page follows. */
  limit: number;
};

function posts(db: Db, board: Board) {
  return db.selectFrom(sql<SupportPostRow>`${sql.table(BOARDS[board].table)}`.as('post'));
}

const ownColumn = (board: Board) => sql.ref(`post.${BOARDS[board].ownColumn}`);

/** The posts of `query` with their own column (`own`) and their church's name and place. */
function withChurch<B extends Board>(query: ReturnType<typeof posts>, board: B) {
  return query
    .innerJoin('churches', 'churches.id', 'post.church_id')
    .selectAll('post')
    .select([
      sql<OwnValue[B]>`${ownColumn(board)}`.as('own'),
      'churches.name as church_name',
      'churches.city as church_city',
      'churches.state as church_state',
    ]);
}

/** Active posts passing the filters; a support type matches a post that lists it among others. */
function activeMatching<B extends Board>(db: Db, board: B, q: SupportListQuery<B>) {
  let query = posts(db, board).where('post.is_active', '=', true);
  if (q.supportType) query = query.where(sql<boolean>`${q.supportType} = any(post.support_type)`);
  if (q.own) query = query.where(ownColumn(board), 'in', q.own);
  return query;
}

/**
 * One keyset page of a board, newest first, each post with its church. The walk follows the
 * board's (created_at) index of active posts and stops after a page.
 */
export async function listSupportPosts<B extends Board>(
  db: Db,
  board: B,
  q: SupportListQuery<B>,
): Promise<SupportPostWithChurchRow<B>[]> {
  const { cursor } = q;
  let query = withChurch(activeMatching(db, board, q), board);
  if (cursor) {
    query = query.where((eb) =>
      eb(eb.refTuple('post.created_at', 'post.id'), '<', eb.tuple(cursor.at, cursor.id)),
    );
  }
  return query
    .orderBy('post.created_at', 'desc')
    .orderBy('post.id', 'desc')
    .limit(q.limit)
    .execute();
}

/** How many active posts pass the filters, all pages together (the board's count line). */
export async function countSupportPosts<B extends Board>(
  db: Db,
  board: B,
  q: SupportListQuery<B>,
): Promise<number> {
  const row = await activeMatching(db, board, q)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** One post with its church, active or not. */
export async function findSupportPost<B extends Board>(
  db: Db,
  board: B,
  id: number,
): Promise<SupportPostWithChurchRow<B> | undefined> {
  return withChurch(posts(db, board), board).where('post.id', '=', id).executeTakeFirst();
}

export function insertSupportOffer(db: Db, values: NewSupportOffer): Promise<number> {
  return insertRow(db, 'support_offers', values);
}

export function insertSupportRequest(db: Db, values: NewSupportRequest): Promise<number> {
  return insertRow(db, 'support_requests', values);
}

/**
 * Closes a post if `churchId` posted it: it leaves the board and stays on record. Answers the id
 * when the church owns the post (closed now or before), else undefined.
 */
export async function closeSupportPost(
  db: Db,
  board: Board,
  id: number,
  churchId: number,
): Promise<number | undefined> {
  const result = await sql<{ id: number }>`update ${sql.table(BOARDS[board].table)}
    set is_active = false where id = ${id} and church_id = ${churchId} returning id`.execute(db);
  return result.rows[0]?.id;
}

/** The church that posted `id`, or undefined when there is no such post. */
export async function findSupportPostChurch(
  db: Db,
  board: Board,
  id: number,
): Promise<number | undefined> {
  const row = await posts(db, board)
    .select('post.church_id')
    .where('post.id', '=', id)
    .executeTakeFirst();
  return row?.church_id;
}
