import type { NewChurch } from '@huddle/db';
import type { ChurchCreateInput } from '@huddle/domain';
import { uniqueViolation } from '../../db-errors.js';
import type { AppContext } from '../../trpc/context.js';
import { appError } from '../../trpc/errors.js';
import type { Church } from './church.schemas.js';
import { findChurch, hasChurchMembership, insertChurchWithOwner } from './churches.repository.js';

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
    const message = DUPLICATE_MESSAGES.get(uniqueViolation(error) ?? '');
    if (message) throw appError('CONFLICT', message);
    throw error;
  }
}

function toNewChurch(input: ChurchCreateInput): NewChurch {
  return {
    name: input.name,
    description: input.description,
    address: input.address,
    city: input.city,
    state: input.state,
    zip_code: input.zipCode,
    phone: input.phone,
    email: input.email,
    website: input.website ?? null,
    denomination: input.denomination ?? null,
    capacity: input.capacity,
    amenities: input.amenities,
    image_url: input.imageUrl ?? null,
  };
}
