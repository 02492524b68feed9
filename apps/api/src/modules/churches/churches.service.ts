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
import { AppError, appError } from '../../errors/app-error.js';
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
  lockChurchForEdit,
  updateChurch as updateChurchRow,
} from './churches.repository.js';
import { decodeDistanceCursor, encodeDistanceCursor, locationOfZip, readNear } from './near.js';

export const CHURCH_NOT_FOUND = 'Church not found.';
export const ALREADY_HAS_CHURCH = 'Your account already has a church.';

/** The words of a 409 for a name already standing at the address (registration and edit alike). */
export const NAME_AT_ADDRESS_TAKEN = 'A church with this name already exists at this address.';

/** The request fields a duplicate can be about. */
type DuplicateField = 'name' | 'address' | 'phone' | 'email';

/**
 * Which rule a duplicate broke, by the name of the constraint or unique index (0001_init), and the
 * fields it is about.
 */
const DUPLICATES = new Map<string, { message: string; fields: readonly DuplicateField[] }>([
  ['churches_name_address_key', { message: NAME_AT_ADDRESS_TAKEN, fields: ['name', 'address'] }],
  [
    'churches_phone_key',
    { message: 'A church with this phone number is already registered.', fields: ['phone'] },
  ],
  [
    'churches_email_lower_key',
    { message: 'A church with this email is already registered.', fields: ['email'] },
  ],
  // church_users.user_id: the same user creating two churches at once.
  ['church_users_user_id_key', { message: ALREADY_HAS_CHURCH, fields: [] }],
]);

/**
 * A unique violation as a 409 naming the field, in its words and as field errors (what a form
 * puts beside the field), or the error unchanged. `changed` narrows a rule of two fields to the
 * ones the request changed: an edit that only moved the church is told about its address.
 */
function duplicateAsConflict(
  error: unknown,
  changed: (field: DuplicateField) => boolean = () => true,
): unknown {
  const duplicate = DUPLICATES.get(uniqueViolation(error) ?? '');
  if (!duplicate) return error;
  const named = duplicate.fields.filter(changed);
  const fields = named.length > 0 ? named : duplicate.fields;
  return new AppError('CONFLICT', duplicate.message, {
    fieldErrors: Object.fromEntries(fields.map((field) => [field, [duplicate.message]])),
  });
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
 * PUT /api/churches/{id}: the spec's fields (§7), and the church's name, description,
 * denomination and photo when sent (docs/adr/0087), by an owner or official of that church only
 * (§6). No subscription is needed: a lapsed church may still correct its phone or address.
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
    const before = await lockChurchForEdit(trx, input.id);
    if (!before) throw appError('NOT_FOUND', CHURCH_NOT_FOUND);
    if (movesAddress(before, values)) {
      // The attendees of its events hear where to go now (rsvps/change-notices.ts). A new name
      // alone is text, as an event's new title is: nobody is mailed for it.
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
      throw duplicateAsConflict(
        error,
        (field) =>
          (field !== 'name' && field !== 'address') ||
          (values[field] !== undefined && values[field] !== before[field]),
      );
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

/** Where and how to reach a church, its capacity and amenities: set at registration and by every edit. */
function contactColumns(
  input: Pick<
    ChurchCreateInput,
    | 'address'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'phone'
    | 'email'
    | 'website'
    | 'capacity'
    | 'amenities'
  >,
) {
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

/**
 * The columns an edit writes. The church's own description is written when the request sent it
 * (null clears the denomination or photo); undefined columns are left out of the statement by
 * Kysely, so what the request left out stays.
 */
function toChurchUpdate(input: ChurchUpdateInput): ChurchUpdate {
  return {
    ...contactColumns(input),
    name: input.name,
    description: input.description,
    denomination: input.denomination,
    image_url: input.imageUrl,
  };
}

function toNewChurch(input: ChurchCreateInput): NewChurch {
  return {
    ...contactColumns(input),
    name: input.name,
    description: input.description,
    denomination: input.denomination ?? null,
    image_url: input.imageUrl ?? null,
  };
}
