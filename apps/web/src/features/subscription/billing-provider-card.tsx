import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * The card on file and Stripe's own pages: with Stripe, its Customer Portal (card, plan,
 * cancellation, invoices); in demo billing, a plain word that there is no card to update.
 */
export function BillingProviderCard({
  churchId,
  mode,
}: {
  churchId: number;
  mode: 'stripe' | 'demo';
}) {
  const portal = useMutation(
    trpc.billing.portal.mutationOptions({
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) =>
        showToast({
          color: 'red',
          title: 'Billing portal',
          message: serverMessage(error, 'Stripe could not be reached. Please try again.'),
        }),
    }),
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Group gap="sm">
          <Title order={2} size="h3">
            Payment method
          </Title>
          {mode === 'demo' && (
            <Badge color="yellow" variant="filled" c="dark.8">
              Demo
            </Badge>
          )}
        </Group>
        {mode === 'stripe' ? (
          <>
            <Text>
              Update your card, switch plans, cancel and download invoices on Stripe's secure
              billing page.
            </Text>
            <Button onClick={() => portal.mutate({ churchId })} disabled={portal.isPending}>
              {portal.isPending ? 'Opening…' : 'Manage billing on Stripe'}
            </Button>
          </>
        ) : (
          <Text>
            Demo billing — no card is charged, so there is no card on file to update. Plan changes,
            cancellation and receipts below work as they would with payments.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
