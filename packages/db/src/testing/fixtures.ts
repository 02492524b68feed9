import type {
  ChurchRow,
  Db,
  EventRow,
  NewChurch,
  NewEvent,
  NewRsvp,
  RsvpRow,
} from '../schema/index.js';

/*
 * Minimal valid rows for this package's own tests, unique per call so tests sharing a database
 * never collide by accident.
 */

let counter = 0;
const next = (): number => {
  counter += 1;
  return counter;
};

export function churchValues(overrides: Partial<NewChurch> = {}): NewChurch {
  const n = next();
  return {
    name: `Test Church ${n}`,
    description: 'A church made for a test.',
    address: `${n} Main Street`,
    city: 'Springfield',
    state: 'IL',
    zip_code: '62701',
    phone: `(217) 555-${String(n).padStart(4, '0')}`,
    email: `church${n}@example.org`,
    ...overrides,
  };
}

export async function insertChurch(db: Db, overrides: Partial<NewChurch> = {}): Promise<ChurchRow> {
  return db
    .insertInto('churches')
    .values(churchValues(overrides))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function eventValues(churchId: number, overrides: Partial<NewEvent> = {}): NewEvent {
  return {
    title: `Watch party ${next()}`,
    description: 'The big game.',
    sport: 'NFL',
    datetime: new Date('2030-01-05T00:00:00Z'),
    church_id: churchId,
    ...overrides,
  };
}

export async function insertEvent(
  db: Db,
  churchId: number,
  overrides: Partial<NewEvent> = {},
): Promise<EventRow> {
  return db
    .insertInto('events')
    .values(eventValues(churchId, overrides))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertRsvp(
  db: Db,
  eventId: number,
  overrides: Partial<NewRsvp> = {},
): Promise<RsvpRow> {
  const n = next();
  return db
    .insertInto('rsvps')
    .values({
      event_id: eventId,
      attendee_name: `Guest ${n}`,
      attendee_email: `guest${n}@example.com`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertUser(db: Db, username = `user${next()}`) {
  return db
    .insertInto('users')
    .values({ username, password_hash: '$argon2id$test' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * What an RSVP brings about at its church: the notification of it, and a message from the church
 * to the attendee; both texts carry `name`.
 */
export async function insertNoticeAndMessage(
  db: Db,
  rsvp: { id: number; eventId: number; churchId: number; attendeeEmail: string },
  name = 'Fan',
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      church_id: rsvp.churchId,
      event_id: rsvp.eventId,
      rsvp_id: rsvp.id,
      message: `New RSVP from ${name}`,
    })
    .execute();
  await db
    .insertInto('messages')
    .values({
      church_id: rsvp.churchId,
      rsvp_id: rsvp.id,
      subject: `${name}, doors open at six`,
      message_body: 'See you there.',
      sent_to: rsvp.attendeeEmail,
    })
    .execute();
}

/** One support offer and one support request of the church, both for folding chairs. */
export async function insertSupportPosts(
  db: Db,
  churchId: number,
  contactEmail: string,
  title = 'Chairs',
): Promise<{ offerId: number; requestId: number }> {
  const post = {
    church_id: churchId,
    title,
    description: 'Folding chairs',
    support_type: ['equipment' as const],
    contact_email: contactEmail,
  };
  const offer = await db
    .insertInto('support_offers')
    .values({ ...post, availability: 'anytime' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const request = await db
    .insertInto('support_requests')
    .values({ ...post, urgency: 'low' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { offerId: offer.id, requestId: request.id };
}

/** The SQLSTATE and constraint of a failed statement, for asserting which rule refused it. */
export async function violation(
  statement: Promise<unknown>,
): Promise<{ code?: string; constraint?: string }> {
  try {
    await statement;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    return { code, constraint };
  }
  throw new Error('Expected the database to refuse the statement, but it succeeded');
}
