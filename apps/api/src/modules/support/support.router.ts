import {
  idInput,
  supportOfferFilter,
  supportOfferInput,
  supportRequestFilter,
  supportRequestInput,
} from '@huddle/domain';
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
      .input(supportOfferFilter)
      .output(supportOfferPageSchema)
      .query(({ ctx, input }) => listSupportOffers(ctx.db, input, ctx.churchUser)),
    create: partnerProcedure
      .input(supportOfferInput)
      .output(supportOfferSchema)
      .mutation(({ ctx, input }) => createSupportOffer(ctx.db, input, ctx.churchUser)),
    close: churchProcedure
      .input(idInput)
      .output(supportPostClosedSchema)
      .mutation(({ ctx, input }) => closeSupportPostOf(ctx.db, 'offers', input.id, ctx.churchUser)),
  }),
  requests: router({
    list: userProcedure
      .input(supportRequestFilter)
      .output(supportRequestPageSchema)
      .query(({ ctx, input }) => listSupportRequests(ctx.db, input, ctx.churchUser)),
    create: partnerProcedure
      .input(supportRequestInput)
      .output(supportRequestSchema)
      .mutation(({ ctx, input }) => createSupportRequest(ctx.db, input, ctx.churchUser)),
    close: churchProcedure
      .input(idInput)
      .output(supportPostClosedSchema)
      .mutation(({ ctx, input }) =>
        closeSupportPostOf(ctx.db, 'requests', input.id, ctx.churchUser),
      ),
  }),
});
