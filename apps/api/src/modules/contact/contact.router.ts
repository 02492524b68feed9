import { contactSubmission } from '@huddle/domain';
import { z } from 'zod';
import { LONG_TEXT_BODY_LIMIT } from '../../http/json-body.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import { sendContactMessage } from './contact.service.js';

export const contactReceivedSchema = z.object({ received: z.literal(true) });

export const contactDetailsSchema = z.object({ email: z.string() });

export const contactRouter = router({
  /** The address /contact shows: the platform inbox its messages go to. */
  details: publicProcedure
    .output(contactDetailsSchema)
    .query(({ ctx }) => ({ email: ctx.config.contactInbox })),

  /** Anyone may write (spec §6); rate limited per address, bots caught by a honeypot. */
  send: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/contact',
        summary:
          'Send a message to the platform inbox (name, email, subject, message); rate limited per address',
        successStatus: 201,
        bodyLimit: LONG_TEXT_BODY_LIMIT,
      },
    })
    .use(rateLimited('contact'))
    .input(contactSubmission)
    .output(contactReceivedSchema)
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),
});
