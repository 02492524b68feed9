import { idField, subscriptionCreateInput } from '@huddle/domain';
import { z } from 'zod';
import { churchProcedure, publicProcedure, router } from '../../trpc/init.js';
import {
  billingSettings,
  completeDemoPayment,
  createSubscription,
  subscriptionStatus,
} from './billing.service.js';
import {
  billingConfigOutput,
  billingStatusOutput,
  createSubscriptionOutput,
} from './billing-schemas.js';
import { subscriptionProcedures } from './subscription.router.js';

const churchIdInput = z.object({ churchId: idField() });

export const billingRouter = router({
  /** Whether checkout takes cards (Stripe) or is the labelled demo, and the key Stripe.js needs. */
  config: publicProcedure
    .output(billingConfigOutput)
    .query(({ ctx }) => billingSettings(ctx.config)),

  createSubscription: churchProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/create-subscription',
        errors: {
          404: 'The caller has no church',
          502: 'The payment provider did not answer',
        },
        summary:
          "Start the Church Partner subscription of the caller's church: Stripe's status and the card payment's client secret ({ status: 'active', clientSecret: null } when already paid)",
      },
    })
    .input(subscriptionCreateInput)
    .output(createSubscriptionOutput)
    .mutation(({ ctx, input }) => createSubscription(ctx, ctx.churchUser, input)),

  /** Demo billing only: stands in for the card payment and the webhook that follows it. */
  completeDemoPayment: churchProcedure
    .input(churchIdInput)
    .output(billingStatusOutput.extend({ mode: z.literal('demo') }))
    .mutation(({ ctx, input }) => completeDemoPayment(ctx, ctx.churchUser, input.churchId)),

  status: churchProcedure
    .input(churchIdInput)
    .output(billingStatusOutput)
    .query(({ ctx, input }) => subscriptionStatus(ctx, ctx.churchUser, input.churchId)),

  ...subscriptionProcedures,
});
