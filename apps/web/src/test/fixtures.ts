import { isValidTimeZone, localDateOf, type SubscriptionStatus } from '@huddle/domain';
import type { ChurchAnalytics } from '../features/analytics/analytics-types';
import type { ChurchSummary } from '../features/churches/church-card';
import type { EventView } from '../features/events/event-types';
import type { Session } from '../lib/session';

/**
 * Test data shaped like the API's answers, after the demo seed (packages/db/src/seed). Tests
 * override what they are about.
 */

/** pastor_ann, who owns church 7. */
export const CHURCH_OWNER: Session = {
  user: { id: 3, username: 'pastor_ann' },
  churchUser: { churchId: 7, role: 'owner' },
};

export function aChurch(overrides: Partial<ChurchSummary> = {}): ChurchSummary {
  return {
    id: 1,
    name: 'Grace Fellowship Church',
    description:
      'A welcoming, multi-generational church in South Austin. Big games on the big screen, good food and better company every week.',
    address: '2104 South Lamar Blvd',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    phone: '(512) 555-0142',
    email: 'hello@gracefellowship-austin.example.org',
    website: 'https://gracefellowship-austin.example.org',
    denomination: 'Non-Denominational',
    capacity: 350,
    amenities: ['Parking', 'Big Screen TV', 'Kitchen', 'Kids Area', 'Wi-Fi', 'Coffee Bar'],
    imageUrl: '/images/churches/church-1.svg',
    eventCount: 4,
    createdAt: new Date('2026-01-10T15:00:00Z'),
    distanceMiles: null,
    ...overrides,
  };
}

export function anEvent(overrides: Partial<EventView> = {}): EventView {
  const event: Omit<EventView, 'occurrences'> = {
    id: 101,
    title: 'Red River Rivalry Watch Party',
    description:
      'Burnt orange or crimson, everyone is welcome. Tailgate snacks in the courtyard from 1 PM.',
    sport: 'College Football',
    gameDetails: 'Texas vs. Oklahoma, Cotton Bowl, 2:30 PM CT',
    // Saturday, October 10, 2099 at 2:00 PM in Austin: far enough ahead to stay upcoming.
    datetime: new Date('2099-10-10T19:00:00Z'),
    timezone: 'America/Chicago',
    churchId: 1,
    maxAttendees: 60,
    currentAttendees: 57,
    spotsLeft: 3,
    waitingCount: 0,
    distanceMiles: null,
    foodProvided: true,
    ageGroup: 'all',
    isActive: true,
    imageUrl: null,
    isRecurring: false,
    recurrencePattern: 'none',
    recurrenceEndDate: null,
    recurrenceDaysOfWeek: [],
    recurrenceExceptions: [],
    createdAt: new Date('2026-01-12T15:00:00Z'),
    church: aChurch(),
    ...overrides,
  };
  // A one-off event's one date, with its seats, unless the test gives a series' dates.
  const ownDate = {
    // A zone the test made unreadable leaves the day as UTC has it.
    date: isValidTimeZone(event.timezone)
      ? localDateOf(event.datetime, event.timezone)
      : event.datetime.toISOString().slice(0, 10),
    currentAttendees: event.currentAttendees,
    spotsLeft: event.spotsLeft,
    waitingCount: event.waitingCount,
  };
  return { ...event, occurrences: overrides.occurrences ?? [ownDate] };
}

/** One page of `events.list`. */
export function aPage(items: EventView[], nextCursor: string | null = null) {
  return { items, nextCursor };
}

/** `billing.status` of a monthly subscription that is `status` (active unless given). */
export function billingStatus(status: SubscriptionStatus = 'active') {
  return { status, billingPeriod: 'monthly', currentPeriodEnd: null };
}

/** `churchAnalytics.summary` for a church with no events yet. */
export const NO_ANALYTICS: ChurchAnalytics = {
  totalEvents: 0,
  upcomingEvents: 0,
  pastEvents: 0,
  totalAttendees: 0,
  averageAttendancePerEvent: 0,
  totalCapacityUtilization: 0,
  rsvpConversionRate: null,
  topSports: [],
  monthlyTrends: [],
  rsvpsInPeriod: 0,
  eventViews: 0,
  previousPeriod: { rsvps: 0, eventViews: 0 },
};

/** The event as a private link (an RSVP's, a place on a waitlist) shows it. */
export function aLinkedEvent() {
  return {
    id: 12,
    title: 'Super Bowl Watch Party',
    // 6:30 PM in New York
    startsAt: new Date('2099-02-08T23:30:00Z'),
    occurrenceDate: '2099-02-08',
    timezone: 'America/New_York',
    repeats: null,
    churchName: 'Grace Community Church',
    address: '100 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  };
}
