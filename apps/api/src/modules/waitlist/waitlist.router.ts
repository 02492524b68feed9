import { idInput, rsvpCreateInput, rsvpManageInput, waitlistListInput } from '@huddle/domain';
import { churchProcedure, publicProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import { seatClientOf } from '../../trpc/seat-client.js';
import {
  waitlistClaimedSchema,
  waitlistEntryViewSchema,
  waitlistJoinedSchema,
  waitlistLeftSchema,
  waitlistPartySchema,
  waitlistQueueSchema,
} from './waitlist.schemas.js';
import { claimOffer, joinWaitlist, leaveWaitlist, openEntry } from './waitlist.service.js';
import { listWaitlist, offerByHand } from './waitlist-church.service.js';

/*
 * The waitlist of a full date (docs/adr/0076-waitlist.md). Visitors join without an account and
 * keep a private link; like the RSVP's, every call through it is a POST with the token in the
 * body, so the token stays out of URLs. The hosting church sees the line and offers by hand.
 */
const linkProcedure = publicProcedure.use(rateLimited('rsvpManage'));

export const waitlistRouter = router({
  join: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/events/:eventId/waitlist',
        errors: {
          409: 'The party fits the seats open (RSVP instead: SEATS_AVAILABLE), or the date is over',
        },
        summary:
          "Join the waitlist of a date (occurrenceDate; the next when absent) with the RSVP's fields, when the party does not fit the seats open; answers the place in line. An address already in line or going gets the same answer and its link again by mail",
        successStatus: 201,
      },
    })
    .use(rateLimited('rsvp'))
    .input(rsvpCreateInput)
    .output(waitlistJoinedSchema)
    .mutation(({ ctx, input }) =>
      joinWaitlist(ctx.db, input, {
        publicUrl: ctx.config.publicUrl,
        linkAgain: ctx.config.rateLimits.rsvpLinkAgain,
        client: seatClientOf(ctx),
      }),
    ),
  open: linkProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/waitlist/manage',
        errors: { 404: 'The link is not valid' },
        summary:
          'Open a place on a waitlist by the token of its private link: the place in line, the seats held for the party and until when, the event; 403 WAITLIST_LINK_EXPIRED once the date is over',
      },
    })
    .input(rsvpManageInput)
    .output(waitlistEntryViewSchema)
    .mutation(({ ctx, input }) => openEntry(ctx.db, input, { publicUrl: ctx.config.publicUrl })),
  claim: linkProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/waitlist/claim',
        errors: { 404: 'The link is not valid', 409: 'No seats are held for this party now' },
        summary:
          'Claim the seats held for the party behind a link: they become an RSVP, managed with the same link at /manage-rsvp; 409 OFFER_NOT_OPEN when nothing is held (still waiting, or the offer ran out)',
      },
    })
    .input(rsvpManageInput)
    .output(waitlistClaimedSchema)
    .mutation(({ ctx, input }) => claimOffer(ctx.db, input, { publicUrl: ctx.config.publicUrl })),
  leave: linkProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/waitlist/leave',
        errors: { 404: 'The link is not valid' },
        summary:
          'Leave the waitlist; seats held for the party are offered to the next at once. The link stops working',
      },
    })
    .input(rsvpManageInput)
    .output(waitlistLeftSchema)
    .mutation(({ ctx, input }) =>
      leaveWaitlist(ctx.db, input, { publicUrl: ctx.config.publicUrl }),
    ),

  list: churchProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/events/:eventId/waitlist',
        summary:
          "The waitlist of an event of the caller's church (of one date with `date`): each party in line order with its place, people, contact and any seats held for it",
      },
    })
    .input(waitlistListInput)
    .output(waitlistQueueSchema)
    .query(({ ctx, input }) => listWaitlist(ctx.db, input, ctx.churchUser)),
  offer: churchProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/waitlist/:id/offer',
        errors: { 409: 'Too few free seats, or seats are already held for the party' },
        summary:
          "Offer seats by hand to a party waiting for an event of the caller's church, out of turn if need be: the seats are held and the party is mailed its claim link; 409 NOT_ENOUGH_SPOTS names the seats free",
      },
    })
    .input(idInput)
    .output(waitlistPartySchema)
    .mutation(({ ctx, input }) =>
      offerByHand(ctx.db, input.id, ctx.churchUser, { publicUrl: ctx.config.publicUrl }),
    ),
});
