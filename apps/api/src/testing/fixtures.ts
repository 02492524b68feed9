import type { ChurchUserRole, Db, NewChurch, NewEvent, SubscriptionStatus } from '@huddle/db';
import { churchValues, eventValues } from '@huddle/db/testing';
import type { ChurchCreatePayload, EventCreatePayload } from '@huddle/domain';

/*
 * Rows written straight to the database with Kysely, for suites that need users, churches,
 * events or RSVPs without going through the modules that make them. Unique per call, so tests
 * sharing a database never collide.
 */

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/** A user, linked to `churchId` when given. */
export async function insertUser(db: Db, churchId?: number): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({ username: `fixture${next()}x${process.pid}`, password_hash: '$argon2id$fixture' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (churchId !== undefined) await linkUser(db, user.id, churchId);
  return user.id;
}

export async function linkUser(
  db: Db,
  userId: number,
  churchId: number,
  role: ChurchUserRole = 'owner',
): Promise<void> {
  await db
    .insertInto('church_users')
    .values({ user_id: userId, church_id: churchId, role })
    .execute();
}

export type ChurchOptions = Partial<NewChurch> & { status?: SubscriptionStatus };

/** A church with the given subscription status (active by default). */
export async function insertChurch(db: Db, options: ChurchOptions = {}): Promise<number> {
  const { status = 'active', ...overrides } = options;
  const row = await db
    .insertInto('churches')
    .values(churchValues({ subscription_status: status, ...overrides }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The church the RSVP, mail and calendar suites host their events at: its address is what
 * calendar files and mails are checked to show, its e-mail where the church's mail goes.
 */
export const GRACE_CHAPEL = {
  name: 'Grace Chapel',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  email: 'office@grace.example.org',
  phone: '(512) 555-0100',
} satisfies ChurchOptions;

/** A church and a user of it. */
export async function insertChurchWithUser(db: Db, options: ChurchOptions = {}) {
  const churchId = await insertChurch(db, options);
  const userId = await insertUser(db, churchId);
  return { churchId, userId };
}

const DAY_MS = 86_400_000;

/** An instant `days` from now (fractions allowed). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

export async function insertEvent(
  db: Db,
  churchId: number,
  overrides: Partial<NewEvent> = {},
): Promise<number> {
  const row = await db
    .insertInto('events')
    .values(
      eventValues(churchId, {
        game_details: 'Kickoff at seven.',
        datetime: daysFromNow(7),
        ...overrides,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An RSVP row (for `date`, else the event's first day), with the seats it takes counted on its
 * event as the service would.
 */
export async function insertRsvp(
  db: Db,
  eventId: number,
  guests = 1,
  email = `guest${next()}@example.com`,
  date?: string,
) {
  await db
    .updateTable('events')
    .set((eb) => ({ current_attendees: eb('current_attendees', '+', guests) }))
    .where('id', '=', eventId)
    .execute();
  return db
    .insertInto('rsvps')
    .values({
      event_id: eventId,
      attendee_name: 'Fixture Guest',
      attendee_email: email,
      number_of_guests: guests,
      occurrence_date: date,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A valid POST /api/churches body, unique per call. */
export function churchPayload(overrides: Partial<ChurchCreatePayload> = {}): ChurchCreatePayload {
  const n = String(next()).padStart(4, '0');
  return {
    name: `Grace Fellowship ${n}`,
    description: 'A welcoming church that loves a good game.',
    address: `${Number(n)} Main Street`,
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    phone: `(512) 555-${n}`,
    email: `grace${n}@example.org`,
    website: 'www.grace.example.org',
    denomination: 'Baptist',
    capacity: 250,
    amenities: ['Parking', 'Big Screen TV'],
    ...overrides,
  };
}

/** A valid POST /api/events body for `churchId`. */
export function eventPayload(
  churchId: number,
  overrides: Partial<EventCreatePayload> = {},
): EventCreatePayload {
  return {
    title: 'Super Bowl Watch Party',
    description: 'Big screen, wings and fellowship.',
    sport: 'NFL',
    gameDetails: 'Chiefs vs Eagles, kickoff 6:30 PM',
    datetime: daysFromNow(10).toISOString(),
    timezone: 'America/Chicago',
    churchId,
    maxAttendees: 80,
    foodProvided: true,
    ageGroup: 'family',
    ...overrides,
  };
}
