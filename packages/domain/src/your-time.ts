import { formatEventDateTime } from './date-format.js';
import { isValidTimeZone } from './time.js';

/** An event's time in its own zone beside the same instant on the visitor's clock. */
export type YourTimeText = {
  /** '7:00 PM Mountain' */
  eventTime: string;
  /** '9:00 PM your time', or '1:00 AM Mon, Feb 9 your time' when the visitor's clock is on another day */
  yours: string;
  /**
   * What a screen reader says right after the event's time and zone, instead of '· 9:00 PM your
   * time': 'time, which is 9:00 PM your time' (days spelled out: 'on Monday, February 9').
   */
  spokenTail: string;
  /** '7:00 PM Mountain · 9:00 PM your time' */
  shown: string;
  /** '7:00 PM Mountain time, which is 9:00 PM your time' */
  spoken: string;
};

/**
 * The event's time and the visitor's, computed for the event's own instant so daylight saving on
 * that date counts (Arizona matches Denver in January, not in July). Null when there is nothing
 * to add: an unreadable date or zone, or a visitor whose clock reads the same as the event's.
 */
export function formatYourTime(
  value: Date | string | number | null | undefined,
  eventZone: string,
  visitorZone: string | null | undefined,
): YourTimeText | null {
  if (!visitorZone || visitorZone === eventZone || !isValidTimeZone(visitorZone)) return null;
  const event = formatEventDateTime(value, eventZone, 'short');
  const visitor = formatEventDateTime(value, visitorZone, 'short');
  if (!event.valid || !visitor.valid) return null;
  if (event.date === visitor.date && event.time === visitor.time) return null;
  const otherDay = event.date !== visitor.date;
  // The year goes: a day either side of the event's own is never in doubt.
  const dayOf = (style: 'long' | 'short') =>
    formatEventDateTime(value, visitorZone, style).date.replace(/, \d+$/, '');
  const yours = `${otherDay ? `${visitor.time} ${dayOf('short')}` : visitor.time} your time`;
  // Spelled out for a screen reader, which says 'Mon' and 'Feb' as words.
  const spokenYours = otherDay ? `${visitor.time} on ${dayOf('long')}` : visitor.time;
  const eventTime = `${event.time} ${event.zone}`;
  const spokenTail = `time, which is ${spokenYours} your time`;
  return {
    eventTime,
    yours,
    spokenTail,
    shown: `${eventTime} · ${yours}`,
    spoken: `${eventTime} ${spokenTail}`,
  };
}
