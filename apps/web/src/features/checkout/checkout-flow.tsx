import {
  type BillingPeriod,
  DEFAULT_BILLING_PERIOD,
  DEFAULT_SUBSCRIPTION_PLAN,
  formatUsd,
  planPriceCents,
} from '@huddle/domain';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { serverMessage } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ActivationStatus } from './activation-status';
import { CheckoutError, type CheckoutProblem } from './checkout-error';
import { DemoPaymentPanel } from './demo-payment-panel';
import { clearPendingChurchId } from './pending-church';
import { PlanPicker } from './plan-picker';
import type { StripePaymentProps } from './stripe-payment';

// Stripe's code is fetched only when a card payment is actually about to be taken.
// If that code cannot be fetched (offline, a new deployment), the page says so instead of crashing.
const StripePayment = lazy<ComponentType<StripePaymentProps>>(() =>
  import('./stripe-payment').then(
    (module) => ({ default: module.StripePayment }),
    () => ({ default: StripeUnavailable }),
  ),
);

function StripeUnavailable({ onUnavailable }: StripePaymentProps) {
  const report = useRef(onUnavailable);
  useEffect(() => {
    report.current();
  }, []);
  return null;
}

type Phase =
  | { name: 'choose' }
  | { name: 'demo' }
  | { name: 'card'; clientSecret: string; publishableKey: string }
  | { name: 'activating' }
  | ({ name: 'failed' } & CheckoutProblem);

const INIT_FAILED = 'Failed to initialize payment. Please try again.';
const INIT_UNAVAILABLE = 'Unable to initialize payment. Please try again.';

type CheckoutFlowProps = {
  churchId: number;
  /** Stripe sent the visitor back here with this outcome (`redirect_status`). */
  returnedWith?: string;
};

function initialPhase(returnedWith: string | undefined): Phase {
  if (returnedWith === 'succeeded' || returnedWith === 'processing') return { name: 'activating' };
  if (returnedWith === 'failed') {
    return {
      name: 'failed',
      title: 'Payment Failed',
      message: 'Your payment was not completed. Please try again.',
    };
  }
  return { name: 'choose' };
}

/** Spec §2 /church-checkout and §4 subscription creation: plan, payment, activation. */
export function CheckoutFlow({ churchId, returnedWith }: CheckoutFlowProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const [phase, setPhase] = useState<Phase>(() => initialPhase(returnedWith));
  const createSubscription = useMutation(trpc.billing.createSubscription.mutationOptions());
  const completeDemo = useMutation(trpc.billing.completeDemoPayment.mutationOptions());

  async function finish(title: string, message: string) {
    clearPendingChurchId();
    showToast({ color: 'green', title, message });
    await navigate({ to: '/churches' });
    // After leaving: pages that show the subscription read it afresh.
    void queryClient.invalidateQueries(trpc.billing.pathFilter());
  }

  const activated = () =>
    void finish(
      'Payment Successful!',
      'Your Church Partner subscription is active. Welcome aboard!',
    );

  function fail(problem: CheckoutProblem) {
    showToast({ color: 'red', title: problem.title, message: problem.message });
    setPhase({ name: 'failed', ...problem });
  }

  async function startPayment() {
    const config = await queryClient
      .ensureQueryData(trpc.billing.config.queryOptions())
      .catch(() => null);
    if (!config) {
      fail({ title: 'Payment Error', message: INIT_UNAVAILABLE });
      return;
    }
    const result = await createSubscription
      .mutateAsync({ churchId, plan: DEFAULT_SUBSCRIPTION_PLAN, billingPeriod: period })
      .catch((error: unknown) => {
        fail({ title: 'Payment Error', message: INIT_FAILED, detail: serverMessage(error, '') });
        return null;
      });
    if (!result) return;

    if (result.status === 'active') {
      void finish('Subscription Active', 'Your Church Partner subscription is already active.');
    } else if (result.mode === 'demo') {
      setPhase({ name: 'demo' });
    } else if (result.clientSecret && config.publishableKey) {
      setPhase({
        name: 'card',
        clientSecret: result.clientSecret,
        publishableKey: config.publishableKey,
      });
    } else {
      fail({ title: 'Payment Error', message: INIT_UNAVAILABLE });
    }
  }

  function completeDemoPayment() {
    completeDemo.mutate(
      { churchId },
      {
        onSuccess: activated,
        onError: (error) =>
          fail({
            title: 'Payment Error',
            message: serverMessage(error, 'The demo payment could not be completed.'),
          }),
      },
    );
  }

  const priceLabel = formatUsd(planPriceCents(period));

  switch (phase.name) {
    case 'choose':
      return (
        <Stack gap="lg">
          <PlanPicker value={period} onChange={setPeriod} disabled={createSubscription.isPending} />
          <Button
            size="md"
            onClick={() => void startPayment()}
            disabled={createSubscription.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {createSubscription.isPending ? 'Preparing payment...' : 'Continue to payment'}
          </Button>
        </Stack>
      );
    case 'demo':
      return (
        <DemoPaymentPanel
          period={period}
          pending={completeDemo.isPending}
          onComplete={completeDemoPayment}
        />
      );
    case 'card':
      return (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Text fw={700} mb="md">
            Church Partner, {period}: {priceLabel}
          </Text>
          <Suspense fallback={<PageLoader label="Loading secure payment form…" />}>
            <StripePayment
              publishableKey={phase.publishableKey}
              clientSecret={phase.clientSecret}
              submitLabel={`Pay ${priceLabel}`}
              returnUrl={`${window.location.origin}/church-checkout?churchId=${churchId}`}
              onPaid={() => setPhase({ name: 'activating' })}
              onFailed={(problem) =>
                showToast({ color: 'red', title: problem.title, message: problem.message })
              }
              onUnavailable={() => fail({ title: 'Payment Error', message: INIT_UNAVAILABLE })}
            />
          </Suspense>
        </Paper>
      );
    case 'activating':
      return (
        <ActivationStatus
          churchId={churchId}
          onActive={activated}
          onTimeout={() =>
            fail({
              title: 'Payment Error',
              message:
                'Your payment went through, but activation is taking longer than usual. Check again in a few minutes.',
            })
          }
        />
      );
    case 'failed':
      return (
        <CheckoutError
          title={phase.title}
          message={phase.message}
          detail={phase.detail}
          onRetry={() => setPhase({ name: 'choose' })}
        />
      );
  }
}
