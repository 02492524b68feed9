import { rsvpGuestsChangeInput, rsvpLinksInput, rsvpManageInput } from '@huddle/domain';
import { publicProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import { seatClientOf } from '../../trpc/seat-client.js';
import { resendRsvpLinks } from './rsvp-links.service.js';
import {
  managedRsvpSchema,
  rsvpCancelledSchema,
  rsvpLinksAnswerSchema,
} from './rsvp-manage.schemas.js';
import { cancelManagedRsvp, changeGuests, openManagedRsvp } from './rsvp-manage.service.js';

/*
 * Manage my RSVP, with no account: the token of the link in the confirmation mail is the key.
 * Every call is a POST with the token in the body, even the read, so the token never sits in a
 * URL that logs, proxies or browser history keep (tRPC queries carry their input in the URL).
 */
/** Every call through a link counts against the caller's limit, the read too. */
const linkProcedure = publicProcedure.use(rateLimited('rsvpManage'));

export const rsvpManageRouter = router({
  open: linkProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/rsvps/manage',
        errors: { 404: 'The link is not valid' },
        summary:
          'Open an RSVP by the token of its private link (from the confirmation mail): the RSVP, its event and the most guests it can have; 404 for a wrong or cancelled link, 403 RSVP_LINK_EXPIRED once the event is over. A POST so the token stays out of URLs',
      },
    })
    .input(rsvpManageInput)
    .output(managedRsvpSchema)
    .mutation(({ ctx, input }) =>
      openManagedRsvp(ctx.db, input, { publicUrl: ctx.config.publicUrl }),
    ),
  changeGuests: linkProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/rsvps/manage/guests',
        errors: {
          404: 'The link is not valid',
          409: 'Too few places left, or the event is over',
        },
        summary:
          'Change the number of guests of the RSVP behind a link, within the seats left (409 NOT_ENOUGH_SPOTS otherwise)',
      },
    })
    .input(rsvpGuestsChangeInput)
    .output(managedRsvpSchema)
    .mutation(({ ctx, input }) =>
      changeGuests(ctx.db, input, {
        publicUrl: ctx.config.publicUrl,
        client: seatClientOf(ctx),
      }),
    ),
  cancel: linkProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/rsvps/manage/cancel',
        errors: { 404: 'The link is not valid' },
        summary:
          'Cancel the RSVP behind a link: its seats go back to the event and the church is told; the link stops working',
      },
    })
    .input(rsvpManageInput)
    .output(rsvpCancelledSchema)
    .mutation(({ ctx, input }) =>
      cancelManagedRsvp(ctx.db, input, { publicUrl: ctx.config.publicUrl }),
    ),
  /** The way back to a lost link: by the address, never saying whether it has RSVPs. */
  resendLinks: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/rsvps/resend-links',
        summary:
          "Mail an address one message listing its RSVPs to upcoming events, each with a new private link (the old links stop working). Always 202 { sent: true }, whether the address has RSVPs, has none, or has asked too often this hour (then nothing is sent); 429 past the caller's own limit",
        successStatus: 202,
      },
    })
    .use(rateLimited('rsvpLinks'))
    .input(rsvpLinksInput)
    .output(rsvpLinksAnswerSchema)
    .mutation(({ ctx, input }) =>
      resendRsvpLinks(ctx.db, input, {
        publicUrl: ctx.config.publicUrl,
        perEmail: ctx.config.rateLimits.rsvpLinksPerEmail,
      }),
    ),
});
