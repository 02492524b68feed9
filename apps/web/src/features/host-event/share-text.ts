import { describeRecurrence, formatEventDateTime, PRODUCT_NAME } from '@huddle/domain';
import type { CreatedEvent } from './use-host-event';

/**
 * The words that travel with the link: what, when (a series with its repeat, 'every Sunday until
 * May 31, 2026'), where, and that RSVP is free.
 */
export function shareText(event: CreatedEvent): string {
  const when = formatEventDateTime(event.datetime, event.timezone).full;
  const repeats = describeRecurrence(event);
  // Only its first word goes lower case: the days and months keep their capitals.
  const schedule = repeats
    ? `${when} (${repeats.charAt(0).toLowerCase()}${repeats.slice(1)})`
    : when;
  return `${event.title}: ${schedule} at ${event.church.name}. RSVP free on ${PRODUCT_NAME}.`;
}
