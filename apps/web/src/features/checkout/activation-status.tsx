import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { trpc } from '../../lib/trpc';

/** How often, and for how long, to ask whether the payment has activated the church. */
export const ACTIVATION_POLL_MS = 2000;
export const ACTIVATION_TIMEOUT_MS = 120_000;

type ActivationStatusProps = {
  churchId: number;
  onActive: () => void;
  onTimeout: () => void;
};

/**
 * After the card is confirmed, Stripe's webhook (not the browser) turns the subscription active
 * (ARCHITECTURE: billing). This asks billing.status until it says so.
 */
export function ActivationStatus({ churchId, onActive, onTimeout }: ActivationStatusProps) {
  const status = useQuery({
    ...trpc.billing.status.queryOptions({ churchId }),
    refetchInterval: (query) =>
      query.state.data?.status === 'active' ? false : ACTIVATION_POLL_MS,
    gcTime: 0,
  });
  const active = status.data?.status === 'active';

  // The callbacks change on every render of the parent; only the moment matters.
  const callbacks = useRef({ onActive, onTimeout });
  callbacks.current = { onActive, onTimeout };

  useEffect(() => {
    if (active) callbacks.current.onActive();
  }, [active]);

  useEffect(() => {
    const timer = window.setTimeout(() => callbacks.current.onTimeout(), ACTIVATION_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Stack align="center" gap="sm" py="xl" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <Text fw={600}>Activating your subscription…</Text>
      <Text size="sm" c="dimmed" ta="center">
        Your payment was accepted. This usually takes a few seconds.
      </Text>
    </Stack>
  );
}
