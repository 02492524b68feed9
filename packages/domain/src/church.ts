import { CARD_AMENITY_LIMIT } from './constants/churches.js';

/*
 * What a church card shows. Kept apart from amenities.ts, whose rules reach the messages and the
 * schemas (zod): a page of cards has no use for them.
 */

/** '123 Main St, Dallas, TX 75201', skipping blank parts. */
export function formatAddress(church: {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}): string {
  const stateZip = [church.state, church.zipCode]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return [church.address?.trim(), church.city?.trim(), stateZip].filter(Boolean).join(', ');
}

/** Spec §2 church card: at most 3 amenities, then '+N more'. */
export function cardAmenities(amenities: readonly string[]): {
  shown: string[];
  more: string | null;
} {
  const shown = amenities.slice(0, CARD_AMENITY_LIMIT);
  const hidden = amenities.length - shown.length;
  return { shown, more: hidden > 0 ? `+${hidden} more` : null };
}
