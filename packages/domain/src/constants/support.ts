/** Spec §4 support enumerations. */
export const SUPPORT_TYPES = ['equipment', 'volunteers', 'food', 'funding'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

export const SUPPORT_AVAILABILITY = ['anytime', 'weekends', 'weekdays'] as const;
export type SupportAvailability = (typeof SUPPORT_AVAILABILITY)[number];

export const SUPPORT_URGENCY = ['high', 'medium', 'low'] as const;
export type SupportUrgency = (typeof SUPPORT_URGENCY)[number];

const capitalize = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

/** 'equipment' → 'Equipment'; used for badges and filter options. */
export const supportTypeLabel = capitalize;
export const availabilityLabel = capitalize;

/** Spec §2: a request card shows urgency as 'X Priority'. */
export function urgencyLabel(urgency: string): string {
  return `${capitalize(urgency)} Priority`;
}
