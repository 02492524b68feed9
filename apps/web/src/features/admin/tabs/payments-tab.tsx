import { type AnalyticsPeriod, formatUsd } from '@huddle/domain';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { QueryLoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { useShowMore } from '../../../components/show-more';
import { StatCard } from '../../../components/stat-card';
import { adminTrpc } from '../admin-trpc';
import { AdminTable } from './admin-table';
import { StatusBadge } from './status-badge';

const dollars = (amount: number) => formatUsd(Math.round(amount * 100));
const DASH = '—';
const COLUMNS = ['Church Name', 'Email', 'Status', 'Monthly Fee', 'Start Date', 'Days Active'];

function PaymentCards({ period }: { period: AnalyticsPeriod }) {
  const payments = useQuery(adminTrpc.admin.payments.queryOptions({ period }));
  if (payments.isPending) return <PageLoader label="Loading payment analytics..." />;
  if (payments.isError) {
    return <QueryLoadError title="Failed to fetch payment analytics" query={payments} />;
  }
  const figures = payments.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <StatCard
        compact
        title="Monthly Recurring Revenue"
        value={dollars(figures.monthlyRecurringRevenue)}
        note="Per month"
      />
      <StatCard
        compact
        title="Active Subscriptions"
        value={String(figures.activeSubscriptions)}
        note="Paying churches"
      />
      <StatCard
        compact
        title="New Subscriptions"
        value={String(figures.newSubscriptions)}
        note="This period"
      />
      <StatCard
        compact
        title="Churned"
        value={String(figures.churned)}
        note="Canceled subscriptions"
      />
    </SimpleGrid>
  );
}

function PaymentTable() {
  const list = useQuery(adminTrpc.admin.churchPayments.queryOptions());
  const { visible, more } = useShowMore(list.data ?? []);
  if (list.isPending) return <PageLoader label="Loading church payments..." />;
  if (list.isError) {
    return <QueryLoadError title="Failed to fetch church payment details" query={list} />;
  }
  if (list.data.length === 0) return <EmptyState>No churches registered yet.</EmptyState>;
  return (
    <Stack gap="sm">
      <AdminTable
        minWidth={720}
        columns={COLUMNS}
        rows={visible}
        rowKey={(church) => church.id}
        cells={(church) => [
          church.name,
          church.email,
          <Stack key="status" gap={2} align="flex-start">
            <StatusBadge status={church.subscriptionStatus} />
            {church.cancelAt && (
              <Text size="xs" c="gray.7">
                Cancels on {church.cancelAt.toLocaleDateString('en-US')}
              </Text>
            )}
          </Stack>,
          // The fee with the plan it comes from: a yearly plan's fee is a twelfth of its price.
          `${dollars(church.monthlyFee)} · ${church.billingPeriod}`,
          church.subscriptionStartDate?.toLocaleDateString('en-US') ?? DASH,
          church.daysActive ?? DASH,
        ]}
      />
      {more}
    </Stack>
  );
}

/** Spec §2 Payments: four cards and the 'Church Payment Status' table. */
export function PaymentsTab({ period }: { period: AnalyticsPeriod }) {
  return (
    <Stack gap="md">
      <PaymentCards period={period} />
      <Title order={2} size="h4">
        Church Payment Status
      </Title>
      <PaymentTable />
    </Stack>
  );
}
