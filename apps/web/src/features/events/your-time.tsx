import type { YourTimeText } from '@huddle/domain';
import { useVisitorTimeZone } from '../../lib/use-visitor-time-zone';
import { type EventTiming, eventYourTime } from './event-when';
import classes from './your-time.module.css';

/**
 * The event's shown start on the visitor's clock too, once the browser has told their zone (after
 * the first paint, so a prerendered page hydrates as it was sent); null while it reads the same.
 */
export function useYourTime(event: EventTiming, now?: Date, on?: string): YourTimeText | null {
  return eventYourTime(event, useVisitorTimeZone(), now, on);
}

type Props = {
  yours: YourTimeText | null;
  /** Shown before the visitor's time: ' · ' on the same line as the event's. */
  separator?: string;
};

/**
 * Follows the event's time and zone: '· 9:00 PM your time' to the eye, and to a screen reader
 * '… Mountain time, which is 9:00 PM your time' (one sentence, days spelled out).
 */
export function YourTime({ yours, separator = ' · ' }: Props) {
  if (!yours) return null;
  return (
    <>
      <span aria-hidden="true">
        {separator}
        {yours.yours}
      </span>
      <span className={classes.spoken}>{` ${yours.spokenTail}`}</span>
    </>
  );
}
