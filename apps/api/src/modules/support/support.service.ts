import type { Db } from '@huddle/db';
import {
  type ChurchMembership,
  decodeTimeCursor,
  encodeTimeCursor,
  type SupportAvailability,
  type SupportOfferFilter,
  type SupportOfferInput,
  type SupportRequestFilter,
  type SupportRequestInput,
} from '@huddle/domain';
import { appError } from '../../errors/app-error.js';
import { readCursor } from '../shared/list-cursor.js';
import {
  type Board,
  closeSupportPost,
  countSupportPosts,
  findSupportPost,
  findSupportPostChurch,
  insertSupportOffer,
  insertSupportRequest,
  listSupportPosts,
  type SupportListQuery,
  type SupportPostWithChurchRow,
} from './support.repository.js';
import {
  type SupportOffer,
  type SupportOfferPage,
  type SupportRequest,
  type SupportRequestPage,
  toSupportOffer,
  toSupportRequest,
} from './support.schemas.js';

export const POST_NOT_FOUND = 'Support post not found.';
export const NOT_YOUR_POST = "You can only close your own church's posts.";

type ChurchUser = { churchId: number; role: string };

type Page = { cursor?: string | undefined; limit: number };

/** A board's page: rows, the cursor of the next page and the count of all matches. */
async function listBoard<B extends Board>(
  db: Db,
  board: B,
  filters: Omit<SupportListQuery<B>, 'cursor' | 'limit'>,
  page: Page,
): Promise<{ rows: SupportPostWithChurchRow<B>[]; nextCursor: string | null; total: number }> {
  const cursor = readCursor(page.cursor, decodeTimeCursor);
  const query = { ...filters, cursor, limit: page.limit + 1 };
  const [found, total] = await Promise.all([
    listSupportPosts(db, board, query),
    countSupportPosts(db, board, query),
  ]);
  const rows = found.slice(0, page.limit);
  const last = rows.at(-1);
  return {
    rows,
    total,
    nextCursor:
      found.length > page.limit && last
        ? encodeTimeCursor({ at: last.created_at, id: last.id })
        : null,
  };
}

/**
 * The availabilities an offer may have to pass the board's filter. An offer available any time
 * is available on weekdays and on weekends too, so it passes every filter; and 'anytime' as a
 * filter is no filter (it read as a second 'Any time' beside the board's own).
 */
export function availabilitiesMatching(
  filter: SupportAvailability | undefined,
): SupportAvailability[] | undefined {
  if (!filter || filter === 'anytime') return undefined;
  return [filter, 'anytime'];
}

/** Spec §7 GET /api/support-offers: active offers, newest first, each with its church. */
export async function listSupportOffers(
  db: Db,
  input: SupportOfferFilter,
  viewer: ChurchMembership,
): Promise<SupportOfferPage> {
  const { rows, ...page } = await listBoard(
    db,
    'offers',
    { supportType: input.supportType, own: availabilitiesMatching(input.availability) },
    input,
  );
  return { ...page, items: rows.map((row) => toSupportOffer(row, viewer?.churchId)) };
}

/** Spec §7 GET /api/support-requests: active requests, newest first, each with its church. */
export async function listSupportRequests(
  db: Db,
  input: SupportRequestFilter,
  viewer: ChurchMembership,
): Promise<SupportRequestPage> {
  const { rows, ...page } = await listBoard(
    db,
    'requests',
    { supportType: input.supportType, own: input.urgency && [input.urgency] },
    input,
  );
  return { ...page, items: rows.map((row) => toSupportRequest(row, viewer?.churchId)) };
}

async function createdPost<B extends Board>(db: Db, board: B, id: number) {
  const row = await findSupportPost(db, board, id);
  // Just inserted in the same call: only a concurrent church deletion could remove it.
  if (!row) throw appError('NOT_FOUND', POST_NOT_FOUND);
  return row;
}

/** Spec §6: a church with an active subscription (checked by the procedure) posts for itself. */
export async function createSupportOffer(
  db: Db,
  input: SupportOfferInput,
  churchUser: ChurchUser,
): Promise<SupportOffer> {
  const id = await insertSupportOffer(db, {
    ...commonColumns(input, churchUser),
    availability: input.availability,
  });
  return toSupportOffer(await createdPost(db, 'offers', id), churchUser.churchId);
}

export async function createSupportRequest(
  db: Db,
  input: SupportRequestInput,
  churchUser: ChurchUser,
): Promise<SupportRequest> {
  const id = await insertSupportRequest(db, {
    ...commonColumns(input, churchUser),
    urgency: input.urgency,
  });
  return toSupportRequest(await createdPost(db, 'requests', id), churchUser.churchId);
}

function commonColumns(input: SupportOfferInput | SupportRequestInput, churchUser: ChurchUser) {
  return {
    church_id: churchUser.churchId,
    title: input.title,
    description: input.description,
    support_type: input.supportType,
    contact_email: input.contactEmail,
    contact_phone: input.contactPhone ?? null,
  };
}

/**
 * Takes a post off the board (is_active false), by any user of the church that posted it; no
 * subscription needed, so a lapsed church can still withdraw what it asked for. Closing twice is
 * not an error.
 */
export async function closeSupportPostOf(
  db: Db,
  board: Board,
  id: number,
  churchUser: ChurchUser,
): Promise<{ id: number; isActive: false }> {
  const closed = await closeSupportPost(db, board, id, churchUser.churchId);
  if (closed !== undefined) return { id: closed, isActive: false };
  // Nothing closed: say why.
  const owner = await findSupportPostChurch(db, board, id);
  if (owner === undefined) throw appError('NOT_FOUND', POST_NOT_FOUND);
  throw appError('FORBIDDEN', NOT_YOUR_POST);
}
