import type { BillingPeriod } from '@huddle/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmActions } from '../../components/confirm-actions';
import type { RouterOutputs } from '../../lib/trpc';
import { longDate, otherPlan, planName, planPrice } from './subscription-format';
import { useSubscriptionActions } from './use-subscription-actions';

type Status = RouterOutputs['billing']['status'];
type Step = 'idle' | 'switch' | 'cancel';

/** The plan the church pays for, when it renews or ends, and the changes it can make. */
export function PlanCard({ churchId, status }: { churchId: number; status: Status }) {
  const [step, setStep] = useState<Step>('idle');
  const actions = useSubscriptionActions(churchId);
  const next: BillingPeriod = otherPlan(status.billingPeriod);
  const end = status.currentPeriodEnd;
  const finish = (run: () => Promise<void>) => () => void run().then(() => setStep('idle'));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3">
            Church Partner · {planName(status.billingPeriod)}
          </Title>
          <Badge color={status.status === 'active' ? 'green' : 'yellow'} variant="light">
            {status.status === 'past_due' ? 'Payment due' : status.status}
          </Badge>
        </Group>
        <Text>{planPrice(status.billingPeriod)}</Text>
        {status.cancelAt ? (
          <Alert color="yellow" radius="md" title={`Cancels on ${longDate(status.cancelAt)}`}>
            Your church keeps every Church Partner feature until then; nothing more is charged.
          </Alert>
        ) : (
          end && <Text c="gray.7">Renews on {longDate(end)}.</Text>
        )}

        {step === 'switch' && (
          <Paper bg="gray.0" radius="md" p="md">
            <Stack gap="sm">
              <Text>
                Switch to the {planName(next).toLowerCase()} plan ({planPrice(next)})? It starts
                today: you pay its price now, less the unused part of your current period.
              </Text>
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  onClick={() => setStep('idle')}
                  disabled={actions.pending}
                >
                  Keep {planName(status.billingPeriod).toLowerCase()}
                </Button>
                <Button onClick={finish(() => actions.switchTo(next))} disabled={actions.pending}>
                  {actions.pending ? 'Switching…' : `Switch to ${planName(next).toLowerCase()}`}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
        {step === 'cancel' && (
          <Paper bg="gray.0" radius="md" p="md">
            <Stack gap="sm">
              <Text>
                Cancel the subscription? It stays active
                {end ? ` until ${longDate(end)}` : ' until the end of this period'} and then ends.
                You can resume it before then.
              </Text>
              <ConfirmActions
                cancelLabel="Keep subscription"
                onCancel={() => setStep('idle')}
                confirmLabel="Cancel at period end"
                pendingLabel="Cancelling…"
                onConfirm={finish(actions.cancel)}
                pending={actions.pending}
              />
            </Stack>
          </Paper>
        )}

        {step === 'idle' && (
          <Group gap="sm" wrap="wrap">
            {status.cancelAt ? (
              <Button onClick={() => void actions.resume()} disabled={actions.pending}>
                {actions.pending ? 'Resuming…' : 'Resume subscription'}
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={() => setStep('switch')}>
                  Switch to {planName(next).toLowerCase()}
                </Button>
                <Button variant="subtle" color="red.9" onClick={() => setStep('cancel')}>
                  Cancel subscription
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
