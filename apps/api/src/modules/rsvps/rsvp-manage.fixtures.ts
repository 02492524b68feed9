import type { Db } from '@huddle/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { rsvpThroughApi, visitorAddress } from '../../testing/api-calls.js';

/*
 * Fixtures of the manage-link suites: RSVPs made through the API, and the token read back from
 * the link in the attendee's queued confirmation, the only place it exists.
 */

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

/**
 * An RSVP through the API without a phone (the manage page shows what was given); returns its
 * id, e-mail and link token.
 */
export async function rsvpWithLink(
  app: FastifyInstance,
  db: Db,
  eventId: number,
  guests = 1,
  name = 'Ann Lee',
) {
  const { rsvpId, email } = await rsvpThroughApi(app, db, eventId, {
    attendeeName: name,
    numberOfGuests: guests,
    attendeePhone: undefined,
  });
  return { id: rsvpId, email, token: await manageTokenFor(db, email) };
}

export function manage(
  app: FastifyInstance,
  action: 'open' | 'guests' | 'cancel',
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const url = action === 'open' ? '/api/rsvps/manage' : `/api/rsvps/manage/${action}`;
  return app.inject({ method: 'POST', url, payload: body, remoteAddress: visitorAddress() });
}
