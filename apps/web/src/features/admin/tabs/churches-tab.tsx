import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminOutputs } from '../admin-trpc';
import { countOf } from '../count-of';
import { TabSection } from './tab-section';

type Props = { churches: AdminOutputs['dashboard']['topPerformingChurches'] };

/** Spec §2 Churches: Top Performing Churches, ranked. */
export function ChurchesTab({ churches }: Props) {
  return (
    <TabSection title="Top Performing Churches" isEmpty={churches.length === 0}>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {churches.map((church, index) => (
          <Paper key={church.churchId} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="sm" wrap="nowrap">
                <Badge variant="filled" circle aria-label={`Rank ${index + 1}`}>
                  {index + 1}
                </Badge>
                <Text fw={600}>{church.name}</Text>
              </Group>
              <Group gap="md">
                <Text size="sm">{countOf(church.totalEvents, 'event')}</Text>
                <Text size="sm">{countOf(church.totalAttendees, 'attendee')}</Text>
                <Text size="sm" fw={600}>
                  {countOf(church.engagementScore, 'engagement point')}
                </Text>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </TabSection>
  );
}
