import { z } from 'zod';
import {
  BILLING_PERIODS,
  DEFAULT_BILLING_PERIOD,
  DEFAULT_SUBSCRIPTION_PLAN,
  SUBSCRIPTION_PLANS,
} from '../constants/billing.js';
import { messages } from '../messages.js';
import { idField, LIMITS, optionalText } from './fields.js';

/** POST /api/create-subscription (spec §3 subscription create input). */
export const subscriptionCreateInput = z.object({
  churchId: idField(),
  plan: z
    .enum(SUBSCRIPTION_PLANS, { error: messages.planInvalid })
    .default(DEFAULT_SUBSCRIPTION_PLAN),
  billingPeriod: z
    .enum(BILLING_PERIODS, { error: messages.billingPeriodInvalid })
    .default(DEFAULT_BILLING_PERIOD),
  paymentMethodId: optionalText(LIMITS.paymentMethodId, 'Payment method'),
});
export type SubscriptionCreateInput = z.output<typeof subscriptionCreateInput>;
