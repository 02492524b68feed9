import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { useShowMore } from '../../../components/show-more';
import { type AdminOutputs, adminTrpc } from '../admin-trpc';
import { DeleteChurchDialog } from './delete-church-dialog';
import { EmptyState } from './empty-state';
import { StatusBadge } from './status-badge';

type AdminChurch = AdminOutputs['churches'][number];

const formatDate = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Spec §2 Management: every registered church, each with a Delete button. */
export function ManagementTab() {
  const churches = useQuery(adminTrpc.admin.churches.queryOptions());
  const [doomed, setDoomed] = useState<AdminChurch | null>(null);
  const { visible, more } = useShowMore(churches.data ?? []);

  if (churches.isPending) return <PageLoader label="Loading churches..." />;
  if (churches.isError) {
    return (
      <LoadError
        title="Failed to fetch churches"
        error={churches.error}
        onRetry={() => void churches.refetch()}
        retrying={churches.isFetching}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Registered Churches ({churches.data.length})
      </Title>
      {churches.data.length === 0 ? (
        <EmptyState>No churches registered yet.</EmptyState>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {visible.map((church) => (
            <Paper key={church.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{church.name}</Text>
                    <StatusBadge status={church.subscriptionStatus} />
                    <Text size="sm" c="gray.7">
                      {church.billingPeriod || 'monthly'}
                    </Text>
                  </Group>
                  <Text size="sm">
                    {church.city}, {church.state} · {church.eventCount} events · {church.email}
                  </Text>
                  <Text size="sm" c="gray.7">
                    Registered {formatDate(church.createdAt)}
                  </Text>
                </Stack>
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setDoomed(church)}
                  aria-label={`Delete ${church.name}`}
                >
                  Delete
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {more}
      {doomed && <DeleteChurchDialog church={doomed} onClose={() => setDoomed(null)} />}
    </Stack>
  );
}
