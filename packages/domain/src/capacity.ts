import {
  DEFAULT_GUESTS,
  MAX_ATTENDEES,
  MAX_PARTY_SIZE,
  MIN_ATTENDEES,
  SPOTS_LEFT_WARNING_THRESHOLD,
} from './constants/events.js';

/** The two numbers capacity is made of (spec §3 event). */
export type Capacity = { maxAttendees: number; currentAttendees: number };

const NUMERIC_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Spec §5 "non-numeric becomes 1": a form value read as a whole number (decimals are cut, as an
 * integer input does); anything that is not a finite number, including '', becomes 1. Bounds are
 * checked afterwards by the schemas, so '0' stays 0 and is reported, not silently raised.
 */
export function coerceCount(raw: unknown): number {
  let value = Number.NaN;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string' && NUMERIC_RE.test(raw.trim())) value = Number(raw.trim());
  return Number.isFinite(value) ? Math.trunc(value) : DEFAULT_GUESTS;
}

/** Whole numbers only, so NaN or fractional counts from bad rows cannot leak into sums. */
function whole(value: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** Spec §4: spots left = max − current, never below 0 nor above max. */
export function spotsLeft(event: Capacity): number {
  const max = Math.max(0, whole(event.maxAttendees));
  const current = whole(event.currentAttendees);
  return Math.min(max, Math.max(0, max - current));
}

/** At 0 spots the RSVP button reads 'Event Full' and is disabled. */
export function isFull(event: Capacity): boolean {
  return spotsLeft(event) === 0;
}

/** The most people one RSVP may bring now: the spots left, but never above MAX_PARTY_SIZE. */
export function maxPartyFor(event: Capacity): number {
  return Math.min(spotsLeft(event), MAX_PARTY_SIZE);
}

/** Whether an RSVP of `guests` people fits: a whole number from 1 to `maxPartyFor(event)`. */
export function rsvpFits(event: Capacity, guests: number): boolean {
  return Number.isInteger(guests) && guests >= MIN_ATTENDEES && guests <= maxPartyFor(event);
}

/** The owner's card warning: 5 or fewer spots left, but not full (spec §2, §9). */
export function showsSpotsLeftWarning(event: Capacity): boolean {
  const left = spotsLeft(event);
  return left > 0 && left <= SPOTS_LEFT_WARNING_THRESHOLD;
}

/** 'Only N spots left!' (spec §2), in the singular for one spot. */
export function spotsLeftLabel(left: number): string {
  return left === 1 ? 'Only 1 spot left!' : `Only ${left} spots left!`;
}

export const EVENT_FULL_LABEL = 'Event Full';

/** The badge an owning church's card shows, if any: 'Event Full' at 0, the warning at ≤ 5. */
export function capacityBadge(event: Capacity): string | null {
  if (isFull(event)) return EVENT_FULL_LABEL;
  return showsSpotsLeftWarning(event) ? spotsLeftLabel(spotsLeft(event)) : null;
}

/**
 * The RSVP guest field as the form keeps it: non-numeric → 1, at least 1, at most the spots left
 * (1 when none are left; the form is disabled then and the server refuses it anyway).
 */
export function clampGuests(raw: unknown, left: number): number {
  const guests = coerceCount(raw);
  return Math.min(Math.max(guests, DEFAULT_GUESTS), Math.max(whole(left), DEFAULT_GUESTS));
}

/**
 * Whether an edit may set max attendees to `newMax`: within 1..100000 and not below the people
 * already registered (the database CHECK refuses that too; this gives the message first).
 */
export function maxAttendeesAllowed(newMax: number, currentAttendees: number): boolean {
  return (
    Number.isInteger(newMax) &&
    newMax >= MIN_ATTENDEES &&
    newMax <= MAX_ATTENDEES &&
    newMax >= currentAttendees
  );
}
