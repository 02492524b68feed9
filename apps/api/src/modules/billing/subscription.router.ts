import { BILLING_PERIODS, idField } from '@huddle/domain';
import { z } from 'zod';
import { churchProcedure } from '../../trpc/init.js';
import { billingStatusOutput } from './billing-schemas.js';
import {
  cancelAtPeriodEnd,
  changePlan,
  customerPortal,
  listReceipts,
  resumeSubscription,
} from './subscription-management.service.js';

const churchIdInput = z.object({ churchId: idField() });

export const receiptOutput = z.object({
  id: z.string(),
  number: z.string(),
  description: z.string(),
  amountCents: z.number().int().min(0),
  currency: z.string(),
  paidAt: z.date(),
  billingPeriod: z.enum(BILLING_PERIODS).nullable(),
  periodStart: z.date().nullable(),
  periodEnd: z.date().nullable(),
  url: z.url().nullable().describe("Stripe's receipt page; null in demo billing"),
});

const MANAGED = {
  404: 'The caller has no church',
  409: 'The church has no subscription to manage (NO_SUBSCRIPTION), or the payment failed',
  502: 'The payment provider did not answer',
} as const;

/**
 * Managing a running Church Partner subscription (docs/adr/0084): owners and officials of the
 * church only. With Stripe each change is made at Stripe; in demo billing, here.
 */
export const subscriptionProcedures = {
  portal: churchProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/billing/portal',
        errors: MANAGED,
        summary:
          "A session of Stripe's Customer Portal for the church (plan, cancellation, card, invoices): { url }; 404 in demo billing",
      },
    })
    .input(churchIdInput)
    .output(z.object({ url: z.url() }))
    .mutation(({ ctx, input }) => customerPortal(ctx, ctx.churchUser, input.churchId)),

  changePlan: churchProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/billing/plan',
        errors: MANAGED,
        summary:
          'Switch the subscription to the monthly or yearly plan: charged at once less the unused time, a new period from now; 409 while a cancellation is pending',
      },
    })
    .input(churchIdInput.extend({ plan: z.enum(BILLING_PERIODS) }))
    .output(billingStatusOutput)
    .mutation(({ ctx, input }) => changePlan(ctx, ctx.churchUser, input.churchId, input.plan)),

  cancel: churchProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/billing/cancel',
        errors: MANAGED,
        summary:
          'Cancel the subscription at the end of the period paid for (cancelAt in the answer)',
      },
    })
    .input(churchIdInput)
    .output(billingStatusOutput)
    .mutation(({ ctx, input }) => cancelAtPeriodEnd(ctx, ctx.churchUser, input.churchId)),

  resume: churchProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/billing/resume',
        errors: MANAGED,
        summary: 'Take back a cancellation before the period ends: the subscription renews',
      },
    })
    .input(churchIdInput)
    .output(billingStatusOutput)
    .mutation(({ ctx, input }) => resumeSubscription(ctx, ctx.churchUser, input.churchId)),

  receipts: churchProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/billing/receipts',
        errors: { 404: MANAGED[404], 502: MANAGED[502] },
        summary: "The church's receipts, newest first (the last 24)",
      },
    })
    .input(churchIdInput)
    .output(z.array(receiptOutput))
    .query(({ ctx, input }) => listReceipts(ctx, ctx.churchUser, input.churchId)),
};
