import { fieldOf } from './lists.js';

/**
 * The spec counts 14 denominations and 16 amenity presets without listing them (§9). These are
 * the families and facilities a US church directory commonly offers; see docs/adr/0014-lists-for-spec-section-9.md.
 */
export const DENOMINATIONS = [
  'Baptist',
  'Catholic',
  'Methodist',
  'Lutheran',
  'Presbyterian',
  'Pentecostal',
  'Episcopal',
  'Non-Denominational',
  'Assemblies of God',
  'Church of Christ',
  'Evangelical',
  'Orthodox',
  'Seventh-day Adventist',
  'Other',
] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/**
 * The list's catch-all. A church may hold a denomination the list does not name (one registered
 * before the list, or imported), so the directory's 'Other' finds every church whose denomination
 * is none of the named ones, as well as those that chose 'Other' (docs/adr/0014).
 */
export const OTHER_DENOMINATION = 'Other' satisfies Denomination;

/** The families the list names: all of it but 'Other'. */
export const NAMED_DENOMINATIONS: readonly Denomination[] = DENOMINATIONS.filter(
  (name) => name !== OTHER_DENOMINATION,
);

/** Whether a directory filter value means 'Other', in any case. */
export function isOtherDenomination(value: string): boolean {
  return value.trim().toLowerCase() === OTHER_DENOMINATION.toLowerCase();
}

/** The church-search denomination choice that means "any". */
export const ALL_DENOMINATIONS = 'all';

/** Presets a host picks from; a church may add its own (spec §5 church edit). */
export const AMENITY_PRESETS = [
  'Parking',
  'Wheelchair Accessible',
  'Big Screen TV',
  'Projector',
  'Sound System',
  'Free Wi-Fi',
  'Kitchen',
  'Fellowship Hall',
  'Childcare',
  'Youth Room',
  'Gymnasium',
  'Outdoor Space',
  'Air Conditioning',
  'Accessible Restrooms',
  'Coffee Bar',
  'Public Transit Access',
] as const;
export type AmenityPreset = (typeof AMENITY_PRESETS)[number];

/** Spec §2: a church card shows at most this many amenities, then '+N more'. */
export const CARD_AMENITY_LIMIT = 3;

/** Spec §3 church_user.role values; both may edit church information (§6). */
export const CHURCH_USER_ROLES = ['owner', 'official'] as const;
export type ChurchUserRole = (typeof CHURCH_USER_ROLES)[number];

/** Spec §5: "State chosen from the 50 US state codes". DC and territories are not states. */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;
export type UsStateCode = (typeof US_STATES)[number]['code'];
export const US_STATE_CODES = fieldOf(US_STATES, 'code');

export function isUsStateCode(value: string): value is UsStateCode {
  return US_STATES.some((state) => state.code === value);
}

/** The state's name for a code, or the code itself when it is not one of the 50. */
export function usStateName(code: string): string {
  return US_STATES.find((state) => state.code === code)?.name ?? code;
}
