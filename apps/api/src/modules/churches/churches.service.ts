import type { ChurchUpdate, NewChurch } from '@huddle/db';
import {
  CHURCH_EDIT_DENIED,
  type ChurchCreateInput,
  type ChurchMembership,
  type ChurchSearchInput,
  type ChurchUpdateInput,
  churchEditAccess,
  decodeNameCursor,
  encodeNameCursor,
  searchPlaceOf,
} from '@huddle/domain';
import type { AppContext } from '../../context.js';
import { appError } from '../../errors/app-error.js';
import { uniqueViolation } from '../../errors/db-errors.js';
import { holdChangeNotices } from '../rsvps/change-notices.js';
import { countAttendeesToTell } from '../rsvps/rsvp-cancellations.js';
import { readCursor } from '../shared/list-cursor.js';
import type { Church, ChurchPage } from './church.schemas.js';
import {
  findChurch,
  hasChurchMembership,
  insertChurchWithOwner,
  listChurches as listChurchRows,
  lockChurchAddress,
  updateChurch as updateChurchRow,
} from './churches.repository.js';
import { decodeDistanceCursor, encodeDistanceCursor, locationOfZip, readNear } from './near.js';

export const CHURCH_NOT_FOUND = 'Church not found.';
export const ALREADY_HAS_CHURCH = 'Your account already has a church.';

/** Which rule a duplicate broke, by the name of the constraint or unique index (0001_init). */
const DUPLICATE_MESSAGES = new Map([
  ['churches_name_address_key', 'A church with this name and address is already registered.'],
  ['churches_phone_key', 'A church with this phone number is already registered.'],
  ['churches_email_lower_key', 'A church with this email is already registered.'],
  // church_users.user_id: the same user creating two churches at once.
  ['church_users_user_id_key', ALREADY_HAS_CHURCH],
]);

/** A unique violation as a 409 naming the field, or the error unchanged. */
function duplicateAsConflict(error: unknown): unknown {
  const message = DUPLICATE_MESSAGES.get(uniqueViolation(error) ?? '');
  return message ? appError('CONFLICT', message) : error;
}

/** The directory (spec §2 /churches): search, denomination, keyset pages by name. */
export async function listChurches(
  ctx: Pick<AppContext, 'db'>,
  input: ChurchSearchInput,
  now = new Date(),
): Promise<ChurchPage> {
  const near = readNear(input);
  const byDistance = near !== null && input.sort === 'distance';
  const cursor = byDistance ? null : readCursor(input.cursor, decodeNameCursor);
  const distanceCursor = byDistance ? readCursor(input.cursor, decodeDistanceCursor) : null;
  const rows = await listChurchRows(ctx.db, {
    near: near ?? undefined,
    distanceCursor,
    search: input.search,
    place: input.search ? searchPlaceOf(input.search) : null,
    denomination: input.denomination,
    cursor,
    limit: input.limit + 1,
    now,
  });
  const items = rows.slice(0, input.limit).map(({ exactDistance: _, ...church }) => church);
  const last = rows[input.limit - 1];
  if (rows.length <= input.limit || !last) return { items, nextCursor: null };
  return {
    items,
    nextCursor: byDistance
      ? encodeDistanceCursor({ distance: last.exactDistance ?? 0, id: last.id })
      : encodeNameCursor({ name: last.name, id: last.id }),
  };
}

export async function getChurch(ctx: Pick<AppContext, 'db'>, id: number): Promise<Church> {
  const church = await findChurch(ctx.db, id);
  if (!church) throw appError('NOT_FOUND', CHURCH_NOT_FOUND);
  return church;
}

/** Registers a church with the signed-in user as its owner, both or neither (spec §4). */
export async function createChurch(
  ctx: Pick<AppContext, 'db'> & { user: { id: number } },
  input: ChurchCreateInput,
): Promise<Church> {
  // Checked first for the clearer answer (a re-sent form would otherwise read as a duplicate
  // phone); the unique user_id in church_users still decides when two requests race.
  if (await hasChurchMembership(ctx.db, ctx.user.id))
    throw appError('CONFLICT', ALREADY_HAS_CHURCH);
  try {
    return await ctx.db
      .transaction()
      .execute((trx) => insertChurchWithOwner(trx, toNewChurch(input), ctx.user.id));
  } catch (error) {
    throw duplicateAsConflict(error);
  }
}

/** The product code a refused edit carries, so a client can tell the two refusals apart. */
const DENIED_CODES = {
  'insufficient-permissions': 'INSUFFICIENT_PERMISSIONS',
  'access-denied': 'ACCESS_DENIED',
} as const;

/**
 * Spec §7 PUT /api/churches/{id}: the edit page's fields, by an owner or official of that church
 * only (§6). No subscription is needed: a lapsed church may still correct its phone or address.
 * Duplicates are decided by the unique constraints, as at registration.
 */
export async function updateChurch(
  ctx: Pick<AppContext, 'db' | 'config'> & { churchUser: ChurchMembership },
  input: ChurchUpdateInput,
): Promise<Church> {
  const access = churchEditAccess(ctx.churchUser, input.id);
  if (access !== 'allowed') {
    throw appError('FORBIDDEN', CHURCH_EDIT_DENIED[access].message, DENIED_CODES[access]);
  }
  const values = toChurchUpdate(input);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockChurchAddress(trx, input.id);
    if (!before) throw appError('NOT_FOUND', CHURCH_NOT_FOUND);
    if (movesAddress(before, values)) {
      // The attendees of its events hear where to go now (rsvps/change-notices.ts).
      await holdChangeNotices(
        trx,
        { churchId: input.id },
        {
          now: new Date(),
          quietMs: ctx.config.jobs.changeQuietMs,
        },
      );
    }
    try {
      await updateChurchRow(trx, input.id, values);
    } catch (error) {
      throw duplicateAsConflict(error);
    }
  });
  return getChurch(ctx, input.id);
}

/**
 * How many attendees of the church's dates still to come a new address would reach: what its edit
 * page says before saving. Its editors only (owner or official), as the edit itself.
 */
export async function attendeesToTellOfMove(
  ctx: Pick<AppContext, 'db'> & { churchUser: ChurchMembership },
  churchId: number,
): Promise<{ attendees: number }> {
  const access = churchEditAccess(ctx.churchUser, churchId);
  if (access !== 'allowed') {
    throw appError('FORBIDDEN', CHURCH_EDIT_DENIED[access].message, DENIED_CODES[access]);
  }
  return { attendees: await countAttendeesToTell(ctx.db, { churchId }) };
}

/** Whether an edit moves the church: where its events take place. */
function movesAddress(
  before: Pick<ChurchUpdate, 'address' | 'city' | 'state' | 'zip_code'>,
  after: ChurchUpdate,
): boolean {
  return (['address', 'city', 'state', 'zip_code'] as const).some(
    (field) => before[field] !== after[field],
  );
}

/** The columns a church may change after it is created; a new church sets them too. */
function toChurchUpdate(input: Omit<ChurchUpdateInput, 'id'>) {
  return {
    address: input.address,
    city: input.city,
    state: input.state,
    zip_code: input.zipCode,
    // Located from the zip code, offline (docs/adr/0082); its events follow by trigger.
    ...locationOfZip(input.zipCode),
    phone: input.phone,
    email: input.email,
    website: input.website ?? null,
    capacity: input.capacity,
    amenities: input.amenities,
  } satisfies ChurchUpdate;
}

function toNewChurch(input: ChurchCreateInput): NewChurch {
  return {
    ...toChurchUpdate(input),
    name: input.name,
    description: input.description,
    denomination: input.denomination ?? null,
    image_url: input.imageUrl ?? null,
  };
}
