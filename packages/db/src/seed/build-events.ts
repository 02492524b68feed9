import { WEEKDAY_NUMBER } from '@huddle/domain';
import type { NewEvent } from '../schema/index.js';
import { EVENTS, type EventSeed } from './events.js';
import type { Random } from './random.js';
import { addDays, civilDate, earlier, later, shiftDate, weekday, zonedInstant } from './time.js';

export type HostChurch = {
  id: number;
  timezone: string;
  createdAt: Date;
  /** A canceled church's end: it posted nothing after. */
  lapsedAt?: Date | undefined;
};

export function eventRows(now: Date, hosts: Map<string, HostChurch>, random: Random): NewEvent[] {
  return EVENTS.map((seed) => {
    const host = hosts.get(seed.church);
    if (!host) throw new Error(`Seed event "${seed.title}" names unknown church ${seed.church}`);
    const datetime = startOf(seed, host.timezone, now);
    const latest = earlier(datetime, now);
    const posted = addDays(latest, -random.int(3, 30));
    // Hosting starts with the subscription, the day after the church joined (build-churches).
    const posting = later(posted, addDays(host.createdAt, 1));
    const created_at = host.lapsedAt ? earlier(posting, addDays(host.lapsedAt, -1)) : posting;
    return {
      title: seed.title,
      description: seed.description,
      sport: seed.sport,
      game_details: seed.gameDetails,
      datetime,
      timezone: host.timezone,
      church_id: host.id,
      max_attendees: seed.maxAttendees,
      current_attendees: Math.min(seed.maxAttendees, Math.round(seed.maxAttendees * seed.fill)),
      food_provided: seed.foodProvided ?? false,
      age_group: seed.ageGroup ?? 'all',
      is_active: seed.isActive ?? true,
      // No photo of its own: the web app shows the sport's illustration, and the edit form, which
      // takes only web addresses, has nothing to refuse.
      image_url: null,
      created_at,
      updated_at: created_at,
      ...recurrence(seed, datetime),
    };
  });
}

function startOf(seed: EventSeed, timeZone: string, now: Date): Date {
  const today = civilDate(now, timeZone);
  const { when } = seed;
  if ('nextDate' in when) {
    const thisYear = zonedInstant({ year: today.year, ...when.nextDate }, when.time, timeZone);
    if (thisYear > now) return thisYear;
    return zonedInstant({ year: today.year + 1, ...when.nextDate }, when.time, timeZone);
  }
  let date = shiftDate(today, when.days);
  if (when.on) date = shiftDate(date, (WEEKDAY_NUMBER[when.on] - weekday(date) + 7) % 7);
  return zonedInstant(date, when.time, timeZone);
}

type Recurrence = Pick<
  NewEvent,
  'is_recurring' | 'recurrence_pattern' | 'recurrence_days_of_week' | 'recurrence_end_date'
>;

function recurrence(seed: EventSeed, start: Date): Recurrence {
  if (!seed.weekly) return {};
  return {
    is_recurring: true,
    recurrence_pattern: 'weekly',
    recurrence_days_of_week: seed.weekly.days,
    recurrence_end_date: addDays(start, seed.weekly.weeks * 7),
  };
}
