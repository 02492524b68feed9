import { rsvpGuestsChangeInput, rsvpManageInput } from '@huddle/domain';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import { cancelManagedRsvp, changeGuests, openManagedRsvp } from './rsvp-manage.service.js';

/** The attendee's own RSVP, shown only to the holder of its link. */
export const managedRsvpSchema = z.object({
  rsvp: z.object({
    attendeeName: z.string(),
    attendeeEmail: z.string(),
    attendeePhone: z.string().nullable(),
    numberOfGuests: z.number().int(),
    specialRequests: z.string().nullable(),
  }),
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    startsAt: z.date(),
    timezone: z.string(),
    repeats: z.string().nullable(),
    churchName: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  spotsLeft: z.number().int(),
  maxGuests: z.number().int(),
});

export const rsvpCancelledSchema = z.object({
  eventId: z.number().int(),
  spotsLeft: z.number().int(),
});

/*
 * Manage my RSVP, with no account: the token of the link in the confirmation mail is the key.
 * Every call is a POST with the token in the body, even the read, so the token never sits in a
 * URL that logs, proxies or browser history keep (tRPC queries carry their input in the URL).
 */
export const rsvpManageRouter = router({
  open: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/rsvps/manage',
        summary:
          'Open an RSVP by the token of its private link (from the confirmation mail): the RSVP, its event and the most guests it can have; 404 for a wrong or cancelled link, 403 RSVP_LINK_EXPIRED once the event is over. A POST so the token stays out of URLs',
      },
    })
    .use(rateLimited('rsvpManage'))
    .input(rsvpManageInput)
    .output(managedRsvpSchema)
    .mutation(({ ctx, input }) =>
      openManagedRsvp(ctx.db, input, { publicUrl: ctx.config.publicUrl }),
    ),
  changeGuests: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/rsvps/manage/guests',
        summary:
          'Change the number of guests of the RSVP behind a link, within the seats left (409 NOT_ENOUGH_SPOTS otherwise)',
      },
    })
    .use(rateLimited('rsvpManage'))
    .input(rsvpGuestsChangeInput)
    .output(managedRsvpSchema)
    .mutation(({ ctx, input }) => changeGuests(ctx.db, input, { publicUrl: ctx.config.publicUrl })),
  cancel: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/rsvps/manage/cancel',
        summary:
          'Cancel the RSVP behind a link: its seats go back to the event and the church is told; the link stops working',
      },
    })
    .use(rateLimited('rsvpManage'))
    .input(rsvpManageInput)
    .output(rsvpCancelledSchema)
    .mutation(({ ctx, input }) =>
      cancelManagedRsvp(ctx.db, input, { publicUrl: ctx.config.publicUrl }),
    ),
});
