/*
 * How many seats of one date one client may hold (docs/adr/0078-no-squatting.md). Five families
 * on one church's Wi-Fi pass without friction; more than that from one address needs a solved
 * proof of work for each further party; half the date's seats is the most one address ever holds.
 */

/** Parties one address may RSVP (or queue) for one date before proving more. */
export const FREE_PARTIES = 5;

/** People one address may hold on one date without proof: 30, or a quarter of a large date. */
export function freePeople(maxAttendees: number): number {
  return Math.max(30, Math.ceil(maxAttendees / 4));
}

/** The most people one address may hold on one date, with proof: 30, or half a large date. */
export function mostPeople(maxAttendees: number): number {
  return Math.max(30, Math.floor(maxAttendees / 2));
}

export type FairShare = 'free' | 'proof' | 'refused';

/**
 * Whether a party of `guests` from an address that already holds `held` on a date with
 * `maxAttendees` seats is within its fair share ('free'), needs a proof of work ('proof'), or is
 * past what any one address may hold ('refused').
 */
export function fairShare(
  held: { parties: number; people: number },
  guests: number,
  maxAttendees: number,
): FairShare {
  const people = held.people + guests;
  if (people > mostPeople(maxAttendees)) return 'refused';
  if (held.parties + 1 > FREE_PARTIES || people > freePeople(maxAttendees)) return 'proof';
  return 'free';
}
