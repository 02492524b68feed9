import { Button, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The /pure entry adds Stripe.js to the page only when loadStripe() is called, not on import.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { CheckoutError, type CheckoutProblem } from './checkout-error';

/**
 * Card payment with Stripe's Payment Element. This module is loaded with import() from the
 * checkout page only, and only in Stripe mode (STACK pitfall 11: Stripe.js cannot load offline,
 * and nothing else may depend on it).
 */
export type StripePaymentProps = {
  publishableKey: string;
  clientSecret: string;
  /** e.g. 'Pay $9.99' */
  submitLabel: string;
  /** Where Stripe sends the visitor back if their bank needs its own page. */
  returnUrl: string;
  /** The card was accepted (or is processing): wait for activation. */
  onPaid: () => void;
  /** A payment failure (toast with the provider's message); the form stays for another try. */
  onFailed: (problem: CheckoutProblem) => void;
  /** Stripe.js could not be loaded at all. */
  onUnavailable: () => void;
};

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, promise);
    // A failed load may be a passing network fault: let the next attempt try again.
    void promise.then((stripe) => {
      if (!stripe) stripeByKey.delete(publishableKey);
    });
  }
  return promise;
}

/**
 * Only the checkout page's own document may load Stripe.js: the server sends it a
 * Content-Security-Policy that admits Stripe's hosts, and every other page one that does not. A
 * checkout reached by a client-side navigation still runs under the first page's policy.
 */
function loadedAsThisDocument(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return !entry || new URL(entry.name).pathname === window.location.pathname;
}

export function StripePayment({ publishableKey, clientSecret, ...form }: StripePaymentProps) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const onUnavailable = useRef(form.onUnavailable);
  onUnavailable.current = form.onUnavailable;

  useEffect(() => {
    if (!loadedAsThisDocument()) {
      window.location.reload();
      return;
    }
    let current = true;
    void stripeFor(publishableKey).then((loaded) => {
      if (!current) return;
      if (loaded) setStripe(loaded);
      else onUnavailable.current();
    });
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (!stripe) return <PageLoader label="Loading secure payment form…" />;
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: { theme: 'stripe', variables: { borderRadius: '8px' } },
      }}
    >
      <PaymentForm {...form} />
    </Elements>
  );
}

type PaymentFormProps = Omit<StripePaymentProps, 'publishableKey' | 'clientSecret'>;

function PaymentForm({ submitLabel, returnUrl, onPaid, onFailed }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);

  function fail(next: CheckoutProblem) {
    setProblem(next);
    onFailed(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    setProblem(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      if (result.error) {
        fail({
          title: 'Payment Failed',
          message: result.error.message ?? 'Your payment could not be completed.',
        });
      } else if (['succeeded', 'processing'].includes(result.paymentIntent.status)) {
        onPaid();
      } else {
        fail({
          title: 'Payment Error',
          message: 'Your payment was not completed. Please try again.',
        });
      }
    } catch {
      fail({ title: 'Payment Error', message: 'Something went wrong. Please try again.' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <PaymentElement options={{ layout: 'tabs' }} />
        {problem && <CheckoutError {...problem} />}
        <Button type="submit" size="md" disabled={!stripe || !elements || submitting}>
          {submitting ? 'Processing...' : submitLabel}
        </Button>
        <Text size="xs" c="dimmed">
          Payments are processed securely by Stripe. Your card details never reach our servers.
        </Text>
      </Stack>
    </form>
  );
}
