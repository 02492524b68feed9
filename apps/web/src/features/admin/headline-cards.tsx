import { SimpleGrid } from '@mantine/core';
import { StatCard } from '../../components/stat-card';
import type { AdminOutputs } from './admin-trpc';
import { countOf } from './count-of';

type Props = { dashboard: AdminOutputs['dashboard'] };

const count = (value: number) => value.toLocaleString('en-US');

/** '+12.5%', '0%', '-33.3%'. */
export function formatGrowth(rate: number): string {
  return `${rate > 0 ? '+' : ''}${rate}%`;
}

/** Spec §2: the four headline cards. */
export function HeadlineCards({ dashboard }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <StatCard
        title="Total Churches"
        value={count(dashboard.totalChurches)}
        note="Registered on platform"
      />
      <StatCard
        title="Total Events"
        value={count(dashboard.totalEvents)}
        note="Watch parties created"
      />
      <StatCard
        title="Total Attendees"
        value={count(dashboard.totalAttendees)}
        note={`${countOf(dashboard.totalRsvps, 'RSVP')} received`}
      />
      <StatCard
        title="Platform Growth"
        value={formatGrowth(dashboard.growthMetrics.churchGrowthRate)}
        note="Church growth rate"
      />
    </SimpleGrid>
  );
}
