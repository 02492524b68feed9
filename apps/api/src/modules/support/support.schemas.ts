import { SUPPORT_AVAILABILITY, SUPPORT_TYPES, SUPPORT_URGENCY } from '@huddle/domain';
import { z } from 'zod';
import type { Board, SupportPostWithChurchRow } from './support.repository.js';

/** The posting church, as a card names it (spec §3: "reads also show the church"). */
const postChurchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
});

/** What an offer and a request share. The output schema strips anything not listed. */
const postFields = {
  id: z.number().int(),
  churchId: z.number().int(),
  church: postChurchSchema,
  title: z.string(),
  description: z.string(),
  supportType: z.array(z.enum(SUPPORT_TYPES)),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.date(),
  /** Posted by the caller's own church: it may close the post. */
  ownPost: z.boolean(),
};

export const supportOfferSchema = z.object({
  ...postFields,
  availability: z.enum(SUPPORT_AVAILABILITY),
});
export type SupportOffer = z.infer<typeof supportOfferSchema>;

export const supportRequestSchema = z.object({
  ...postFields,
  urgency: z.enum(SUPPORT_URGENCY),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/**
 * One keyset page of the board, newest first, and how many active posts match the filters in all
 * (the page's count line).
 */
function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
  });
}
export const supportOfferPageSchema = pageOf(supportOfferSchema);
export type SupportOfferPage = z.infer<typeof supportOfferPageSchema>;
export const supportRequestPageSchema = pageOf(supportRequestSchema);
export type SupportRequestPage = z.infer<typeof supportRequestPageSchema>;

export const supportPostClosedSchema = z.object({ id: z.number().int(), isActive: z.boolean() });

/** Row → API object, the one place the mapping lives. */
function postOf<B extends Board>(
  row: SupportPostWithChurchRow<B>,
  viewerChurchId: number | undefined,
) {
  return {
    id: row.id,
    churchId: row.church_id,
    church: {
      id: row.church_id,
      name: row.church_name,
      city: row.church_city,
      state: row.church_state,
    },
    title: row.title,
    description: row.description,
    supportType: row.support_type,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    isActive: row.is_active,
    createdAt: row.created_at,
    ownPost: viewerChurchId === row.church_id,
  };
}

export function toSupportOffer(
  row: SupportPostWithChurchRow<'offers'>,
  viewerChurchId: number | undefined,
): SupportOffer {
  return { ...postOf(row, viewerChurchId), availability: row.own };
}

export function toSupportRequest(
  row: SupportPostWithChurchRow<'requests'>,
  viewerChurchId: number | undefined,
): SupportRequest {
  return { ...postOf(row, viewerChurchId), urgency: row.own };
}
