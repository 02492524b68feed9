import { AMENITY_PRESETS } from './constants/churches.js';
import { messages, tooLongMessage } from './messages.js';
import { LIMITS } from './schemas/fields.js';

const key = (value: string): string => value.trim().toLowerCase();

/**
 * Why a custom amenity cannot be added, or null if it can: it must be non-empty, not already in
 * the list (compared without case or surrounding spaces) and of a sane length (spec §5 church
 * edit). The same rules as the amenities of the church schemas, for one typed value.
 */
export function customAmenityError(value: string, current: readonly string[]): string | null {
  if (key(value) === '') return messages.amenityEmpty;
  if (value.trim().length > LIMITS.amenity) return tooLongMessage('Amenity', LIMITS.amenity);
  return current.some((a) => key(a) === key(value)) ? messages.amenityDuplicate : null;
}

/**
 * Adds a custom amenity, trimmed; one that names a preset in other letters ('parking') takes the
 * preset's spelling so the same amenity is not listed twice in different cases.
 */
export function addCustomAmenity(
  value: string,
  current: readonly string[],
): { amenities: string[]; error: null } | { amenities: readonly string[]; error: string } {
  const error = customAmenityError(value, current);
  if (error) return { amenities: current, error };
  const preset = AMENITY_PRESETS.find((p) => key(p) === key(value));
  return { amenities: [...current, preset ?? value.trim()], error: null };
}
