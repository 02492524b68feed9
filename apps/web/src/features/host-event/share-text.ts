import { describeRecurrence, formatEventDateTime, PRODUCT_NAME } from '@huddle/domain';
import type { CreatedEvent } from './use-host-event';

/** The words that travel with the link: what, when, where, and that RSVP is free. */
export function shareText(event: CreatedEvent): string {
  const when = formatEventDateTime(event.datetime, event.timezone).full;
  const repeats = describeRecurrence(event);
  const schedule = repeats ? `${when} (${repeats.toLowerCase()})` : when;
  return `${event.title}: ${schedule} at ${event.church.name}. RSVP free on ${PRODUCT_NAME}.`;
}
