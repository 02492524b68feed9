import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AdminOutputs } from './admin-trpc';

type Props = { dashboard: AdminOutputs['dashboard'] };

const count = (value: number) => value.toLocaleString('en-US');

/** '+12.5%', '0%', '-33.3%'. */
export function formatGrowth(rate: number): string {
  return `${rate > 0 ? '+' : ''}${rate}%`;
}

function Card({ title, value, note }: { title: string; value: string; note: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="gray.7" fw={600}>
        {title}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
      <Text size="sm" c="gray.7">
        {note}
      </Text>
    </Paper>
  );
}

/** Spec §2: the four headline cards. */
export function HeadlineCards({ dashboard }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Card
        title="Total Churches"
        value={count(dashboard.totalChurches)}
        note="Registered on platform"
      />
      <Card
        title="Total Events"
        value={count(dashboard.totalEvents)}
        note="Watch parties created"
      />
      <Card
        title="Total Attendees"
        value={count(dashboard.totalAttendees)}
        note={`${count(dashboard.totalRsvps)} RSVPs received`}
      />
      <Card
        title="Platform Growth"
        value={formatGrowth(dashboard.growthMetrics.churchGrowthRate)}
        note="Church growth rate"
      />
    </SimpleGrid>
  );
}
