import type { NewEventView, NewPageView } from '../schema/index.js';
import type { Random } from './random.js';
import { addDays, addMinutes, between, earlier } from './time.js';

const PAGES = ['/', '/events', '/events', '/events', '/churches', '/contact', '/sports-mission'];
const REFERRERS = [null, null, 'www.google.com', 'www.facebook.com', 't.co'];
const DEVICES = ['mobile', 'mobile', 'mobile', 'desktop', 'desktop', 'tablet'];
const DAYS = 30;

/** A month of visits, a few pages each, so the admin dashboard has something to count. */
export function pageViewRows(eventIds: number[], now: Date, random: Random): NewPageView[] {
  const rows: NewPageView[] = [];
  for (let day = DAYS; day >= 1; day--) {
    const visits = random.int(12, 30);
    for (let v = 0; v < visits; v++) {
      // Visit tracking keeps a hashed key per visitor and day; any unique text does for demo data.
      const visitor_key = `demo-${day}-${v}`;
      const device_type = random.pick(DEVICES);
      let at = addMinutes(addDays(now, -day), random.int(0, 1380));
      const pages = random.int(1, 4);
      for (let p = 0; p < pages; p++) {
        const path = random.chance(0.4) ? `/events/${random.pick(eventIds)}` : random.pick(PAGES);
        rows.push({
          path,
          visitor_key,
          referrer: p === 0 ? random.pick(REFERRERS) : null,
          device_type,
          created_at: at,
        });
        at = addMinutes(at, random.int(1, 6));
      }
    }
  }
  return rows;
}

/** Views of each event's page between its posting and its start (or now). */
export function eventViewRows(
  events: { id: number; datetime: Date; created_at: Date; current_attendees: number }[],
  now: Date,
  random: Random,
): NewEventView[] {
  const rows: NewEventView[] = [];
  for (const event of events) {
    const until = earlier(event.datetime, now);
    const views = event.current_attendees + random.int(5, 40);
    for (let i = 0; i < views; i++) {
      rows.push({
        event_id: event.id,
        created_at: between(event.created_at, until, random.next()),
      });
    }
  }
  return rows;
}
