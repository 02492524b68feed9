import type { YourTimeText } from '@huddle/domain';
import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useVisitorTimeZone } from '../../lib/use-visitor-time-zone';
import { type EventTiming, eventYourTime } from './event-when';

/**
 * The event's shown start on the visitor's clock too, once the browser has told their zone (after
 * the first paint, so a prerendered page hydrates as it was sent); null while it reads the same.
 */
export function useYourTime(event: EventTiming, now?: Date, on?: string): YourTimeText | null {
  return eventYourTime(event, useVisitorTimeZone(), now, on);
}

type Props = {
  yours: YourTimeText | null;
  /** Said before `yours.spoken`, e.g. the date the visible text carries. */
  spokenBefore?: string;
  /** The time as shown, with the visitor's time when there is one. */
  children: ReactNode;
};

/**
 * The shown time, and for a screen reader one sentence instead of the '·'-joined pair:
 * '7:00 PM Mountain time, which is 9:00 PM your time'.
 */
export function SpokenYourTime({ yours, spokenBefore = '', children }: Props) {
  if (!yours) return children;
  return (
    <>
      <span aria-hidden="true">{children}</span>
      <VisuallyHidden>{`${spokenBefore}${yours.spoken}`}</VisuallyHidden>
    </>
  );
}
