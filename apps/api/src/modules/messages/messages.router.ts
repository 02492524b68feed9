import { dateMessageInput, messageSendInput } from '@huddle/domain';
import { LONG_TEXT_BODY_LIMIT } from '../../http/json-body.js';
import { churchProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import { dateMessageSentSchema, sentMessageSchema } from './messages.schemas.js';
import { sendMessage, sendMessageToDate } from './messages.service.js';

export const messagesRouter = router({
  /** A church writes to one of its attendees (spec §2 /analytics, §7). */
  send: churchProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/messages',
        errors: {
          404: 'No such attendee at this church',
          409: 'The attendee has stopped messages from this church',
        },
        summary:
          "Message an attendee of the caller's church's event; mailed to the RSVP's own address (a different sentTo is refused, 400); rate limited",
        successStatus: 201,
        bodyLimit: LONG_TEXT_BODY_LIMIT,
      },
    })
    .use(rateLimited('message'))
    .input(messageSendInput)
    .output(sentMessageSchema)
    .mutation(({ ctx, input }) =>
      sendMessage(ctx.db, input, ctx.churchUser, {
        publicUrl: ctx.config.publicUrl,
        // The church's hourly quota is the per-address rule's number, counted per church.
        hourlyQuota: ctx.config.rateLimits.message,
      }),
    ),

  /** A church writes to everyone coming on one date of its event ("doors open at 6:30"). */
  sendToDate: churchProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/events/:eventId/messages',
        errors: { 404: 'No such event' },
        summary:
          "Message every attendee of one date (date; all dates without it) of an event of the caller's church, each at their own address, as single messages are; rate limited",
        bodyLimit: LONG_TEXT_BODY_LIMIT,
      },
    })
    .use(rateLimited('message'))
    .input(dateMessageInput)
    .output(dateMessageSentSchema)
    .mutation(({ ctx, input }) =>
      sendMessageToDate(ctx.db, input, ctx.churchUser, {
        publicUrl: ctx.config.publicUrl,
        hourlyQuota: ctx.config.rateLimits.message,
      }),
    ),
});
