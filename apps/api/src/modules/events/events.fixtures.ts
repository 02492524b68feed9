import type { Db, NewChurch, NewEvent, SubscriptionStatus } from '@huddle/db';
import { churchValues, createTestDb, eventValues } from '@huddle/db/testing';
import type { EventCreatePayload } from '@huddle/domain';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../../config.js';
import { createServer } from '../../server.js';
import { insertUser, linkUser } from '../../testing/fixtures.js';
import { registerThroughApi } from '../../testing/http-session.js';

export { insertUser, linkUser };

/*
 * Test fixtures for the events and RSVP suites: rows written directly with Kysely, unique per
 * call, so tests sharing a database never collide.
 */

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/** A server on a fresh database, with its config and the engine behind it. */
export async function startTestServer() {
  const database = await createTestDb();
  const config: Config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://huddle.test' });
  const server = await createServer({ db: database.db, config });
  await server.app.ready();
  return {
    app: server.app,
    db: database.db,
    config,
    engine: database.engine,
    async close() {
      await server.stop();
      await database.close();
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

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

/** A church and a user of it. */
export async function insertChurchWithUser(db: Db, options: ChurchOptions = {}) {
  const churchId = await insertChurch(db, options);
  const userId = await insertUser(db, churchId);
  return { churchId, userId };
}

/**
 * A signed-in HTTP session (registered through the API) for a user of a new church with the
 * given status; `churchId: null` for a user without a church.
 */
export async function signedInChurchUser(
  app: FastifyInstance,
  db: Db,
  options: ChurchOptions & { churchId?: number | null } = {},
) {
  const { churchId: given, ...churchOptions } = options;
  const { user, cookie } = await registerThroughApi(app);
  const churchId = given === undefined ? await insertChurch(db, churchOptions) : given;
  if (churchId !== null) await linkUser(db, user.id, churchId);
  return { userId: user.id, churchId, cookie };
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

export async function insertRsvp(
  db: Db,
  eventId: number,
  guests = 1,
  email = `guest${next()}@example.com`,
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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

/** Row counts of everything an RSVP or an event change may write. */
export async function tableCounts(db: Db) {
  const count = async (table: 'events' | 'rsvps' | 'notifications' | 'mail_outbox') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const seats = await db
    .selectFrom('events')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('current_attendees'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  return {
    events: await count('events'),
    rsvps: await count('rsvps'),
    notifications: await count('notifications'),
    mails: await count('mail_outbox'),
    seats: Number(seats.n),
  };
}
