/** Spec §9: the sports an event can show. An event whose sport is in this list is a watch party. */
export const SPORTS = [
  'NFL',
  'NBA',
  'MLB',
  'Soccer',
  'NHL',
  'College Football',
  'College Basketball',
  'Tennis',
  'Golf',
  'Olympics',
  'Football',
  'Basketball',
  'Baseball',
  'Hockey',
  'Other',
] as const;
export type Sport = (typeof SPORTS)[number];

/**
 * Spec §9: church event types. 'Other' is also a sport, so by the spec's tab rule (§5) an event
 * stored as 'Other' lists under Watch Parties; see docs/adr/0009-sport-filters-and-other.md.
 */
export const CHURCH_EVENT_TYPES = [
  'Christmas Service',
  'New Year Service',
  'Cross-Over Service',
  'Special Service',
  'Church Anniversary',
  'Church Music Concert',
  'Community Outreach',
  'Other',
] as const;
export type ChurchEventType = (typeof CHURCH_EVENT_TYPES)[number];

/** Every value an event's `sport` column may hold. */
export const EVENT_SPORT_VALUES: readonly string[] = [
  ...new Set<string>([...SPORTS, ...CHURCH_EVENT_TYPES]),
];

/** Spec §5: the filter values that mean "no sport filter". */
export const ALL_SPORTS = 'All Sports';
export const ALL_EVENTS = 'All Events';

/** The host form's first choice (spec §2 /host-event): it decides which list the sport comes from. */
export const EVENT_KINDS = ['watch_party', 'church_event'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
