import { idField, rsvpCreateInput } from '@huddle/domain';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import { seatClientOf } from '../../trpc/seat-client.js';
import { challengeSchema } from '../shared/proof-of-work.js';
import { seatChallenge } from './fair-share.js';
import { createRsvp } from './rsvps.service.js';

/**
 * The RSVP answer: what was asked, nothing more. Alike whether or not the address had an RSVP
 * already (rsvps.service.ts), and nothing of what the attendee typed is echoed.
 */
export const rsvpCreatedSchema = z.object({
  eventId: z.number().int(),
  numberOfGuests: z.number().int(),
});

export const rsvpsRouter = router({
  /** Visitors RSVP without an account (spec §1). */
  create: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/events/:eventId/rsvp',
        errors: { 409: 'The event is full, has too few places left, or is over' },
        summary:
          "RSVP without an account; 409 when the seats are gone, 404 for an unknown event. An e-mail that already RSVP'd gets the same answer and its private link again by mail, not a second seat",
        successStatus: 201,
      },
    })
    .use(rateLimited('rsvp'))
    .input(rsvpCreateInput)
    .output(rsvpCreatedSchema)
    .mutation(({ ctx, input }) =>
      createRsvp(ctx.db, input, {
        publicUrl: ctx.config.publicUrl,
        linkAgain: ctx.config.rateLimits.rsvpLinkAgain,
        client: seatClientOf(ctx),
      }),
    ),
  /** The proof of work a connection past its fair share of a date's seats sends with an RSVP. */
  challenge: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/events/:eventId/rsvp-challenge',
        summary:
          "A proof-of-work challenge (altcha, PBKDF2/SHA-256) for this event's seats: an RSVP or a place in line from a connection that already holds its fair share of a date needs one solved (428 CHALLENGE_REQUIRED otherwise). Signed, expires in 2 minutes, works once",
      },
    })
    .use(rateLimited('rsvp'))
    .input(z.object({ eventId: idField() }))
    .output(challengeSchema)
    .query(({ ctx, input }) => seatChallenge(input.eventId, ctx.config.seatChallenge)),
});
