import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryLoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { useShowMore } from '../../../components/show-more';
import { type AdminOutputs, adminTrpc } from '../admin-trpc';
import { countOf } from '../count-of';
import { DeleteChurchDialog } from './delete-church-dialog';
import { StatusBadge } from './status-badge';
import { TabSection } from './tab-section';

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
    return <QueryLoadError title="Failed to fetch churches" query={churches} />;
  }
  return (
    <TabSection
      title={`Registered Churches (${churches.data.length})`}
      isEmpty={churches.data.length === 0}
      emptyText="No churches registered yet."
    >
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
                  {church.city}, {church.state} · {countOf(church.eventCount, 'event')} ·{' '}
                  {church.email}
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
      {more}
      {doomed && <DeleteChurchDialog church={doomed} onClose={() => setDoomed(null)} />}
    </TabSection>
  );
}
