import { type AnalyticsPeriod, formatUsd } from '@huddle/domain';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { useShowMore } from '../../../components/show-more';
import { adminTrpc } from '../admin-trpc';
import { EmptyState } from './empty-state';
import { StatusBadge } from './status-badge';

const dollars = (amount: number) => formatUsd(Math.round(amount * 100));
const DASH = '—';

function Card({ title, value, note }: { title: string; value: string; note: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="gray.7" fw={600}>
        {title}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
      <Text size="sm" c="gray.7">
        {note}
      </Text>
    </Paper>
  );
}

function PaymentCards({ period }: { period: AnalyticsPeriod }) {
  const payments = useQuery(adminTrpc.admin.payments.queryOptions({ period }));
  if (payments.isPending) return <PageLoader label="Loading payment analytics..." />;
  if (payments.isError) {
    return (
      <LoadError
        title="Failed to fetch payment analytics"
        error={payments.error}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  }
  const figures = payments.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Card
        title="Monthly Recurring Revenue"
        value={dollars(figures.monthlyRecurringRevenue)}
        note="Per month"
      />
      <Card
        title="Active Subscriptions"
        value={String(figures.activeSubscriptions)}
        note="Paying churches"
      />
      <Card title="New Subscriptions" value={String(figures.newSubscriptions)} note="This period" />
      <Card title="Churned" value={String(figures.churned)} note="Canceled subscriptions" />
    </SimpleGrid>
  );
}

function PaymentTable() {
  const list = useQuery(adminTrpc.admin.churchPayments.queryOptions());
  const { visible, more } = useShowMore(list.data ?? []);
  if (list.isPending) return <PageLoader label="Loading church payments..." />;
  if (list.isError) {
    return (
      <LoadError
        title="Failed to fetch church payment details"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (list.data.length === 0) return <EmptyState>No churches registered yet.</EmptyState>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Church Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Monthly Fee</Table.Th>
              <Table.Th>Start Date</Table.Th>
              <Table.Th>Days Active</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((church) => (
              <Table.Tr key={church.id}>
                <Table.Td>{church.name}</Table.Td>
                <Table.Td>{church.email}</Table.Td>
                <Table.Td>
                  <StatusBadge status={church.subscriptionStatus} />
                </Table.Td>
                <Table.Td>{dollars(church.monthlyFee)}</Table.Td>
                <Table.Td>
                  {church.subscriptionStartDate
                    ? church.subscriptionStartDate.toLocaleDateString('en-US')
                    : DASH}
                </Table.Td>
                <Table.Td>{church.daysActive ?? DASH}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
