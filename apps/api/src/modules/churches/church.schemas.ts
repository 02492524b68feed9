import type { ChurchRow } from '@huddle/db';
import { z } from 'zod';

/**
 * A church as anyone may see it (GET /api/churches, the church nested in an event). Payment
 * fields (Stripe ids, subscription status, plan, fee, dates) are deliberately absent: the output
 * schema strips anything not listed here.
 */
export const churchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  denomination: z.string().nullable(),
  capacity: z.number().int(),
  amenities: z.array(z.string()),
  imageUrl: z.string().nullable(),
  /**
   * The church's upcoming events: what its View Events link (`/events?church={id}`) lists, i.e.
   * active events not started yet plus series still running.
   */
  eventCount: z.number().int(),
  createdAt: z.date(),
});
export type Church = z.infer<typeof churchSchema>;

/** The columns `toChurch` reads; select exactly these (e.g. `select(CHURCH_PUBLIC_COLUMNS)`). */
export const CHURCH_PUBLIC_COLUMNS = [
  'id',
  'name',
  'description',
  'address',
  'city',
  'state',
  'zip_code',
  'phone',
  'email',
  'website',
  'denomination',
  'capacity',
  'amenities',
  'image_url',
  'created_at',
] as const satisfies readonly (keyof ChurchRow)[];

export type PublicChurchRow = Pick<ChurchRow, (typeof CHURCH_PUBLIC_COLUMNS)[number]>;

/** Row → API object, the one place the mapping lives. */
export function toChurch(row: PublicChurchRow, eventCount: number): Church {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    phone: row.phone,
    email: row.email,
    website: row.website,
    denomination: row.denomination,
    capacity: row.capacity,
    amenities: row.amenities,
    imageUrl: row.image_url,
    eventCount,
    createdAt: row.created_at,
  };
}

/** A directory entry: the church and its miles from the place searched (null without one). */
export const churchListItemSchema = churchSchema.extend({ distanceMiles: z.number().nullable() });
export type ChurchListItem = z.infer<typeof churchListItemSchema>;

/** GET /api/churches: one keyset page by name (or distance); pass `nextCursor` back as `cursor`. */
export const churchPageSchema = z.object({
  items: z.array(churchListItemSchema),
  nextCursor: z.string().nullable(),
});
export type ChurchPage = z.infer<typeof churchPageSchema>;
