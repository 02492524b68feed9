import type { Session } from '../../lib/session';
import { aChurch, billingStatus, CHURCH_OWNER } from '../../test/fixtures';
import { type StubHandlers, stubTrpc } from '../../test/trpc-stub';

export const SESSION: Session = CHURCH_OWNER;

export const CHURCH = aChurch({
  id: 7,
  name: 'Grace Community Church',
  website: null,
  amenities: [],
  eventCount: 0,
});

/** The event the API answers with: what was sent, plus what the server adds. */
export function createdEvent(input: unknown) {
  const sent = input as Record<string, unknown>;
  return {
    id: 99,
    imageUrl: null,
    recurrenceEndDate: null,
    ...sent,
    currentAttendees: 0,
    spotsLeft: sent.maxAttendees,
    isActive: true,
    createdAt: new Date('2026-02-01T00:00:00Z'),
    church: CHURCH,
    owner: { rsvpCount: 0, spotsLeftWarning: null },
  };
}

/** A signed-in official of church 7 whose subscription is active. */
export function hostServer(handlers: StubHandlers = {}) {
  let event: ReturnType<typeof createdEvent> | null = null;
  return stubTrpc({
    'auth.user': () => SESSION,
    'churches.byId': () => CHURCH,
    'events.create': (input) => {
      event = createdEvent(input);
      return event;
    },
    'events.byId': () => event,
    'events.list': () => ({ items: [], nextCursor: null }),
    'billing.status': () => billingStatus(),
    ...handlers,
  });
}
