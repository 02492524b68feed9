import { rsvpCreateInput } from '@huddle/domain';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
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
      }),
    ),
});
