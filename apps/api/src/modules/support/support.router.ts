import {
  idInput,
  supportOfferFilter,
  supportOfferInput,
  supportRequestFilter,
  supportRequestInput,
} from '@huddle/domain';
import { LONG_TEXT_BODY_LIMIT } from '../../http/json-body.js';
import { churchProcedure, partnerProcedure, router, userProcedure } from '../../trpc/init.js';
import {
  supportOfferPageSchema,
  supportOfferSchema,
  supportPostClosedSchema,
  supportRequestPageSchema,
  supportRequestSchema,
} from './support.schemas.js';
import {
  closeSupportPostOf,
  createSupportOffer,
  createSupportRequest,
  listSupportOffers,
  listSupportRequests,
} from './support.service.js';

/**
 * The Sports Mission board (spec §2 /sports-mission). Reading needs a signed-in user, as the page
 * does; posting needs a church with an active subscription (§6); closing, the posting church.
 */
export const supportRouter = router({
  offers: router({
    list: userProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/api/support-offers',
          summary:
            'Active support offers, newest first, each with its church; filters supportType and availability (an offer available anytime matches weekdays and weekends, and availability=anytime filters nothing); keyset pages via cursor and limit; signed-in users only',
        },
      })
      .input(supportOfferFilter)
      .output(supportOfferPageSchema)
      .query(({ ctx, input }) => listSupportOffers(ctx.db, input, ctx.churchUser)),
    create: partnerProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/api/support-offers',
          summary:
            "Offer support as the caller's church; 403 SUBSCRIPTION_REQUIRED without an active subscription",
          successStatus: 201,
          bodyLimit: LONG_TEXT_BODY_LIMIT,
        },
      })
      .input(supportOfferInput)
      .output(supportOfferSchema)
      .mutation(({ ctx, input }) => createSupportOffer(ctx.db, input, ctx.churchUser)),
    close: churchProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/api/support-offers/:id/close',
          summary: "Take an offer of the caller's church off the board; 403 for another church's",
        },
      })
      .input(idInput)
      .output(supportPostClosedSchema)
      .mutation(({ ctx, input }) => closeSupportPostOf(ctx.db, 'offers', input.id, ctx.churchUser)),
  }),
  requests: router({
    list: userProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/api/support-requests',
          summary:
            'Active support requests, newest first, each with its church; filters supportType and urgency; keyset pages via cursor and limit; signed-in users only',
        },
      })
      .input(supportRequestFilter)
      .output(supportRequestPageSchema)
      .query(({ ctx, input }) => listSupportRequests(ctx.db, input, ctx.churchUser)),
    create: partnerProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/api/support-requests',
          summary:
            "Ask for support as the caller's church; 403 SUBSCRIPTION_REQUIRED without an active subscription",
          successStatus: 201,
          bodyLimit: LONG_TEXT_BODY_LIMIT,
        },
      })
      .input(supportRequestInput)
      .output(supportRequestSchema)
      .mutation(({ ctx, input }) => createSupportRequest(ctx.db, input, ctx.churchUser)),
    close: churchProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/api/support-requests/:id/close',
          summary: "Take a request of the caller's church off the board; 403 for another church's",
        },
      })
      .input(idInput)
      .output(supportPostClosedSchema)
      .mutation(({ ctx, input }) =>
        closeSupportPostOf(ctx.db, 'requests', input.id, ctx.churchUser),
      ),
  }),
});
