import type { Db } from '@huddle/db';
import { addDays, type DayRollup, daysBetween, rollUpDay } from './rollup.service.js';
import { utcDay } from './visitor-key.js';

export class BackfillError extends Error {}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** More than ten years in one run is surely a typo. */
const MAX_DAYS = 3660;

/**
 * The days of a backfill: `from` to `to`, both included, 'YYYY-MM-DD' in UTC. `to` defaults to
 * yesterday, the last finished day; a range reaching today or later, or upside down, is refused.
 */
export function backfillDays(from: string | undefined, to: string | undefined, now: Date) {
  const yesterday = addDays(utcDay(now), -1);
  const last = to ?? yesterday;
  if (!from) throw new BackfillError('--from is required (YYYY-MM-DD)');
  for (const [name, value] of [
    ['--from', from],
    ['--to', last],
  ] as const) {
    if (!DAY.test(value) || utcDay(new Date(`${value}T00:00:00Z`)) !== value) {
      throw new BackfillError(`${name} must be a date as YYYY-MM-DD, not '${value}'`);
    }
  }
  if (last > yesterday) {
    throw new BackfillError(
      `--to must be ${yesterday} or earlier: a day is rolled once it is over`,
    );
  }
  if (from > last) throw new BackfillError('--from must not be after --to');
  const days = daysBetween(from, last);
  if (days.length > MAX_DAYS) throw new BackfillError(`at most ${MAX_DAYS} days at once`);
  return days;
}

/** Rolls each day in turn (each in its own transaction), telling `progress` after each one. */
export async function backfill(
  db: Db,
  days: string[],
  now: Date,
  progress: (done: number, total: number, rollup: DayRollup) => void = () => {},
): Promise<DayRollup[]> {
  const results: DayRollup[] = [];
  for (const day of days) {
    const rollup = await rollUpDay(db, day, now);
    results.push(rollup);
    progress(results.length, days.length, rollup);
  }
  return results;
}
