import { churchEditAccess } from '@huddle/domain';
import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ButtonLink } from '../../components/links';
import { QueryLoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { trpc } from '../../lib/trpc';
import { BillingProviderCard } from './billing-provider-card';
import { PlanCard } from './plan-card';
import { ReceiptsList } from './receipts-list';

const subscriptionRoute = getRouteApi('/subscription');

/** Statuses with a subscription still running, which the church can change. */
const RUNNING = new Set(['active', 'trialing', 'past_due']);

/** The church's Church Partner subscription: plan, renewal or end, card and receipts. */
export function SubscriptionPage() {
  const { session } = subscriptionRoute.useRouteContext();
  const membership = session.churchUser;
  return (
    <Container size={720} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>Subscription</Title>
        {!membership ? (
          <Alert color="yellow" radius="lg" title="No church found">
            <Text size="sm" mb="md">
              Your account is not linked to a church yet.
            </Text>
            <ButtonLink to="/register-church">Register your church</ButtonLink>
          </Alert>
        ) : churchEditAccess(membership, membership.churchId) !== 'allowed' ? (
          <Alert color="yellow" radius="lg" title="Owners and officials only">
            Only owners and officials can manage the Church Partner subscription.
          </Alert>
        ) : (
          <SubscriptionDetails churchId={membership.churchId} />
        )}
      </Stack>
    </Container>
  );
}

function SubscriptionDetails({ churchId }: { churchId: number }) {
  const config = useQuery(trpc.billing.config.queryOptions());
  const status = useQuery(trpc.billing.status.queryOptions({ churchId }));
  const church = useQuery(trpc.churches.byId.queryOptions({ id: churchId }));
  if (status.isPending || config.isPending)
    return <PageLoader label="Loading your subscription…" />;
  if (status.isError)
    return <QueryLoadError title="Failed to load your subscription" query={status} />;
  if (config.isError)
    return <QueryLoadError title="Failed to load billing settings" query={config} />;
  const churchName = church.data?.name ?? '';

  return (
    <>
      {RUNNING.has(status.data.status) ? (
        <>
          <PlanCard churchId={churchId} status={status.data} />
          <BillingProviderCard churchId={churchId} mode={config.data.mode} />
        </>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3">
              No active subscription
            </Title>
            <Text>
              Subscribe to the Church Partner plan to host events and post to the Sports Mission
              board.
            </Text>
            <ButtonLink to="/church-checkout" search={{ churchId }}>
              Subscribe
            </ButtonLink>
          </Stack>
        </Paper>
      )}
      <ReceiptsList churchId={churchId} churchName={churchName} />
    </>
  );
}
