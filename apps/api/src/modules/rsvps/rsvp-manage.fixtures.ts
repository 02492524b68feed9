import type { Db } from '@huddle/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/*
 * Fixtures of the manage-link suites: RSVPs made through the API, and the token read back from
 * the link in the attendee's queued confirmation, the only place it exists.
 */

let counter = 0;

/** The token in the newest confirmation mail queued for `email`. */
export async function manageTokenFor(db: Db, email: string): Promise<string> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('kind', '=', 'rsvp.attendee')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/manage-rsvp\/([\w-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`no manage link in the mail to ${email}`);
  return token;
}

/** RSVPs through POST /api/events/:id/rsvp; returns the new RSVP's id, e-mail and link token. */
export async function rsvpThroughApi(
  app: FastifyInstance,
  db: Db,
  eventId: number,
  guests = 1,
  name = 'Ann Lee',
) {
  counter += 1;
  const email = `attendee${process.pid}x${counter}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/rsvp`,
    payload: { attendeeName: name, attendeeEmail: email, numberOfGuests: guests },
  });
  if (response.statusCode !== 201) {
    throw new Error(`RSVP failed: ${response.statusCode} ${response.body}`);
  }
  const { id } = await db
    .selectFrom('rsvps')
    .select('id')
    .where('event_id', '=', eventId)
    .where('attendee_email', '=', email)
    .executeTakeFirstOrThrow();
  return { id, email, token: await manageTokenFor(db, email) };
}

export function manage(
  app: FastifyInstance,
  action: 'open' | 'guests' | 'cancel',
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const url = action === 'open' ? '/api/rsvps/manage' : `/api/rsvps/manage/${action}`;
  return app.inject({ method: 'POST', url, payload: body });
}

export async function seatsTaken(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select('current_attendees')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row.current_attendees;
}
