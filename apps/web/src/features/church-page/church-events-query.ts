import { eventListQuery } from '../events/event-list-query';

/**
 * The church's events to come, both kinds, soonest first, in the list's keyset pages: the church
 * page's list, and the one framed on the church's own site (features/embed). Apart from the list's
 * component, so that the framed page's route loads it without the cards.
 */
export function churchEventsQuery(churchId: number) {
  return eventListQuery({ church: churchId });
}
