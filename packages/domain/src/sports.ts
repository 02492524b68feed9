import { ALL_EVENTS, ALL_SPORTS, SPORTS, type Sport } from './constants/sports.js';

/** Whether a value is in the sports list. */
export function isSport(value: string): value is Sport {
  return (SPORTS as readonly string[]).includes(value);
}

/** Spec §5: an event whose sport is in the sports list is a watch party. */
export function isWatchParty(event: { sport: string }): boolean {
  return isSport(event.sport);
}

/** Spec §5: every other event is a church event. */
export function isChurchEvent(event: { sport: string }): boolean {
  return !isWatchParty(event);
}

/** Spec §5: leagues map to their base sport. */
const BASE_SPORT: Readonly<Record<string, Sport>> = {
  NFL: 'Football',
  'College Football': 'Football',
  NBA: 'Basketball',
  'College Basketball': 'Basketball',
  MLB: 'Baseball',
  NHL: 'Hockey',
};

/** The base sport of a league ('NFL' → 'Football'); any other value is its own base. */
export function baseSport(sport: string): string {
  return BASE_SPORT[sport] ?? sport;
}

/** The leagues that roll up into a base sport ('Football' → ['NFL', 'College Football']). */
export function leaguesOf(base: string): string[] {
  return Object.keys(BASE_SPORT).filter((league) => BASE_SPORT[league] === base);
}

/** Spec §5: empty, 'All Sports' and 'All Events' mean no sport filter. */
export function isNoSportFilter(filter: string | null | undefined): boolean {
  const value = filter?.trim() ?? '';
  return value === '' || value === ALL_SPORTS || value === ALL_EVENTS;
}

/**
 * The sport values a filter matches, or null for no filter. Decision (docs/adr/0009-sport-filters-and-other.md):
 * a base sport also finds its leagues ('Football' finds NFL and College Football games), a league
 * finds only itself ('NFL' does not find College Football).
 */
export function sportFilterValues(filter: string | null | undefined): string[] | null {
  if (isNoSportFilter(filter)) return null;
  const value = filter!.trim();
  return [value, ...leaguesOf(value)];
}

/** Whether an event's sport passes a filter (the in-memory twin of the server's `IN (...)`). */
export function matchesSportFilter(sport: string, filter: string | null | undefined): boolean {
  const values = sportFilterValues(filter);
  return values === null || values.includes(sport);
}
