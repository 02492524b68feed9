import type { Session } from '../../lib/session';
import { aChurch, anEvent } from '../../test/fixtures';
import { type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import type { EventChurch, EventView } from './event-types';

/** Test data for the event page: a host church and one of its events, as the API answers. */
export const sampleChurch: EventChurch = aChurch({
  id: 3,
  name: 'Grace Community Church',
  description: 'A family church that loves game day.',
  address: '100 Main St',
  zipCode: '78701',
  phone: '(512) 555-0100',
  email: 'hello@grace.example',
  website: 'https://grace.example',
  denomination: 'Baptist',
  capacity: 200,
  amenities: ['Parking', 'Big Screen TV', 'Kitchen'],
  imageUrl: null,
});

export function sampleEvent(overrides: Partial<EventView> = {}): EventView {
  return anEvent({
    id: 12,
    title: 'Super Bowl Watch Party',
    description: 'Watch the big game with friends and family.',
    sport: 'NFL',
    gameDetails: 'Chiefs vs Eagles, kickoff 6:30 PM',
    // 6:30 PM in New York
    datetime: new Date('2099-02-08T23:30:00Z'),
    timezone: 'America/New_York',
    churchId: sampleChurch.id,
    maxAttendees: 50,
    currentAttendees: 12,
    spotsLeft: 38,
    ageGroup: 'family',
    imageUrl: 'https://images.example/super-bowl.jpg',
    church: sampleChurch,
    ...overrides,
  });
}

/** The same event as the hosting church's user receives it. */
export function ownedEvent(overrides: Partial<EventView> = {}): EventView {
  return sampleEvent({
    owner: {
      rsvpCount: 7,
      spotsLeftWarning: null,
      upcomingRsvps: [{ date: '2099-02-08', rsvps: 7 }],
      remindersEnabled: true,
    },
    ...overrides,
  });
}

/** Sunday services at 10 AM in New York from Jan 4 to Dec 20, 2026: a weekly series. */
export const SUNDAY_SERIES = {
  sport: 'Special Service',
  datetime: new Date('2026-01-04T15:00:00Z'),
  isRecurring: true,
  recurrencePattern: 'weekly',
  recurrenceDaysOfWeek: ['sunday'],
  recurrenceEndDate: '2026-12-20',
} satisfies Partial<EventView>;

export const ownerSession: Session = {
  user: { id: 7, username: 'pastor_mike' },
  churchUser: { churchId: sampleChurch.id, role: 'owner' },
};

type EventApiOptions = {
  /** The signed-in user, if any (auth.user). */
  session?: Session | null;
  /** Overrides and additions, e.g. 'rsvps.create' or a failing 'events.byId'. */
  handlers?: StubHandlers;
};

/**
 * The API as the event page sees it: events.byId answers `event` (a function may answer
 * differently over time), and the /events list is empty for tests that end up there.
 */
export function stubEventApi(
  event: EventView | (() => EventView),
  { session = null, handlers = {} }: EventApiOptions = {},
) {
  return stubTrpc({
    'auth.user': () => session,
    'events.byId': () => (typeof event === 'function' ? event() : event),
    'events.list': () => ({ items: [], nextCursor: null }),
    'churches.list': () => ({ items: [], nextCursor: null }),
    ...handlers,
  });
}
