import { churchIdFrom } from './pending-church';

/**
 * /church-checkout?churchId=12. Stripe adds redirect_status=succeeded (and the payment intent's
 * ids, which we do not need) when it sends the visitor back after a bank's own confirmation page.
 */
export type CheckoutSearch = { churchId?: number; redirect_status?: string };

/** Every key is set, even to undefined: the router merges the raw query under this result. */
export function validateCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  return {
    churchId: churchIdFrom(search.churchId),
    redirect_status:
      typeof search.redirect_status === 'string' ? search.redirect_status : undefined,
  };
}
