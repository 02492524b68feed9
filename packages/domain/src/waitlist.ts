/*
 * The waitlist's rules (docs/adr/0076-waitlist.md), pure: who is offered freed seats, and for how
 * long an offer holds them. The server applies them under the event's lock.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Within this long of the start, seats nobody ahead can use go to the first party that fits. */
export const LAST_CALL_MS = 2 * HOUR;

/**
 * Until when an offer made at `now` holds its seats: a day while the date is more than a day
 * away, two hours within its last day, a quarter of an hour within its last two hours; never past
 * the start.
 */
export function offerHeldUntil(startsAt: Date, now: Date): Date {
  const left = startsAt.getTime() - now.getTime();
  const window = left > 24 * HOUR ? 24 * HOUR : left > LAST_CALL_MS ? 2 * HOUR : 15 * MINUTE;
  return new Date(Math.min(now.getTime() + window, startsAt.getTime()));
}

export type WaitingParty = { id: number; guests: number };

/**
 * The parties, in queue order, to offer `free` seats to. The first in line is served first; a
 * party larger than the seats free keeps its place, and the seats wait for it (no family waits
 * for ever behind smaller ones), except in the last call before the start, when seats it cannot
 * use go to the next parties that fit rather than stay empty.
 */
export function partiesToOffer(
  queue: readonly WaitingParty[],
  free: number,
  lastCall: boolean,
): WaitingParty[] {
  const offered: WaitingParty[] = [];
  let left = free;
  for (const party of queue) {
    if (party.guests <= left) {
      offered.push(party);
      left -= party.guests;
    } else if (!lastCall) {
      break;
    }
    if (left === 0) break;
  }
  return offered;
}

/**
 * The seats a newcomer may RSVP for on a date: none while anyone waits (the queue comes first),
 * else those neither taken nor held by an offer.
 */
export function seatsOpen(date: {
  maxAttendees: number;
  taken: number;
  held: number;
  waiting: number;
}): number {
  if (date.waiting > 0) return 0;
  return Math.max(0, date.maxAttendees - date.taken - date.held);
}
