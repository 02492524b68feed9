/**
 * The /sports-mission query: the open tab and its filters, in the address so that a filtered
 * board survives a reload. Plain code (see churches-search.ts); values the API does not know are
 * dropped here, and the API checks them again.
 */
/** The domain's lists (constants/support.ts), repeated here for the bundle's sake; a test pins them. */
export const SEARCH_SUPPORT_TYPES = ['equipment', 'volunteers', 'food', 'funding'] as const;
export const SEARCH_AVAILABILITY = ['anytime', 'weekends', 'weekdays'] as const;
export const SEARCH_URGENCY = ['high', 'medium', 'low'] as const;

/**
 * The board's availability filter: an offer available any time matches every filter, so
 * 'anytime' is the filter's 'all' (one choice, not a second 'Any time' beside it).
 */
export const FILTER_AVAILABILITY = SEARCH_AVAILABILITY.filter(
  (value): value is Exclude<typeof value, 'anytime'> => value !== 'anytime',
);

export type SportsMissionSearch = {
  /** Absent means the first tab, Support Offers. */
  tab?: 'requests';
  supportType?: (typeof SEARCH_SUPPORT_TYPES)[number];
  availability?: (typeof FILTER_AVAILABILITY)[number];
  urgency?: (typeof SEARCH_URGENCY)[number];
};

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function validateSportsMissionSearch(search: Record<string, unknown>): SportsMissionSearch {
  return {
    tab: search.tab === 'requests' ? 'requests' : undefined,
    supportType: oneOf(SEARCH_SUPPORT_TYPES, search.supportType),
    availability: oneOf(FILTER_AVAILABILITY, search.availability),
    urgency: oneOf(SEARCH_URGENCY, search.urgency),
  };
}
