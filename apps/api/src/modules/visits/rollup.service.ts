import type { Db } from '@huddle/db';
import {
  firstRawDay,
  lastRolledDay,
  pruneRawViews,
  rollUpEngagementDay,
  rollUpPlatformDay,
} from './rollup.repository.js';
import { discardOldSalts, utcDay } from './visitor-key.js';

/**
 * Raw views (page, event and church views) are kept this many days, then deleted: long enough to
 * re-roll a quarter if a rollup rule changes, and no longer, since the daily rollups and
 * event_view_counts are the lasting record (docs/adr/0046-visit-tracking-without-cookies.md).
 */
export const RAW_VIEW_RETENTION_DAYS = 90;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' ± whole days. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The first day whose raw views are still kept at `now`. */
export function oldestKeptDay(now: Date): string {
  return addDays(utcDay(now), -RAW_VIEW_RETENTION_DAYS);
}

export type DayRollup = { day: string; engagement: 'rolled' | 'kept' };

/**
 * Rolls one finished UTC day into both daily tables, in one transaction. A day whose raw views
 * are already pruned keeps its engagement row (re-rolling it would read nothing and wipe it);
 * its platform row is rebuilt from the live tables. Today is refused: it is not over.
 */
export async function rollUpDay(db: Db, day: string, now: Date): Promise<DayRollup> {
  if (day >= utcDay(now)) throw new RangeError(`${day} is not over yet (UTC)`);
  const engagement = day >= oldestKeptDay(now) ? 'rolled' : 'kept';
  await db.transaction().execute(async (trx) => {
    if (engagement === 'rolled') await rollUpEngagementDay(trx, day);
    await rollUpPlatformDay(trx, day);
  });
  return { day, engagement };
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The days the scheduled job still has to roll: from the day after the last one rolled (or the
 * first raw view, or yesterday on a fresh database) to yesterday.
 */
export async function daysToRoll(db: Db, now: Date): Promise<string[]> {
  const yesterday = addDays(utcDay(now), -1);
  const last = await lastRolledDay(db);
  const from = last ? addDays(last, 1) : ((await firstRawDay(db)) ?? yesterday);
  return from > yesterday ? [] : daysBetween(from, yesterday);
}

export type MaintenanceResult = {
  rolled: DayRollup[];
  pruned: { pageViews: number; eventViews: number; churchViews: number };
  saltsDiscarded: number;
};

/**
 * The scheduled job: rolls the finished days not rolled yet, then prunes raw views past their
 * retention (never a day that is not rolled yet) and forgets the salts of days that are over. The
 * platform totals are folded more often, by the housekeeping job (jobs/housekeeping-jobs.ts).
 */
export async function runAnalyticsMaintenance(db: Db, now: Date): Promise<MaintenanceResult> {
  const rolled: DayRollup[] = [];
  for (const day of await daysToRoll(db, now)) rolled.push(await rollUpDay(db, day, now));
  const last = await lastRolledDay(db);
  const keepFrom = oldestKeptDay(now);
  const pruneBefore = last && addDays(last, 1) < keepFrom ? addDays(last, 1) : keepFrom;
  const pruned = await pruneRawViews(db, new Date(`${pruneBefore}T00:00:00Z`));
  const saltsDiscarded = await discardOldSalts(db, now);
  return { rolled, pruned, saltsDiscarded };
}
