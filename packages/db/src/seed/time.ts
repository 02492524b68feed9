import { offsetMs, zonedParts } from '@huddle/domain';

const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** A random instant in [from, to], or `to` when the range is empty. */
export function between(from: Date, to: Date, fraction: number): Date {
  const span = to.getTime() - from.getTime();
  if (span <= 0) return to;
  return new Date(from.getTime() + Math.floor(span * fraction));
}

type CivilDate = { year: number; month: number; day: number };

/** The calendar date that `instant` falls on in `timeZone`. */
export function civilDate(instant: Date, timeZone: string): CivilDate {
  const p = zonedParts(instant, timeZone);
  return { year: p.year, month: p.month, day: p.day };
}

/** `date` moved by whole calendar days (month and year roll over). */
export function shiftDate({ year, month, day }: CivilDate, days: number): CivilDate {
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday({ year, month, day }: CivilDate): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The instant at which the wall clock in `timeZone` shows `date` at `time` ('HH:MM'). */
export function zonedInstant(date: CivilDate, time: string, timeZone: string): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // The zone's offset at the guess, then again at the corrected instant in case a DST change
  // lies between them.
  let instant = wall - offsetMs(new Date(wall), timeZone);
  instant = wall - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

export function earlier(a: Date, b: Date): Date {
  return a < b ? a : b;
}

export function later(a: Date, b: Date): Date {
  return a > b ? a : b;
}
