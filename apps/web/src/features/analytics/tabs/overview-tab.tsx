import { RECENT_EVENT_PERFORMANCE_COUNT } from '@huddle/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { StatCard } from '../../../components/stat-card';
import { formatCount, formatPercent } from '../analytics-format';
import type { ChurchAnalytics, EventAnalyticsEntry } from '../analytics-types';
import { ChurchEvents } from '../church-events';
import { EventList } from '../event-row';

type Props = {
  churchId: number;
  analytics: ChurchAnalytics;
  /** The period's events, latest first; undefined while loading. */
  events: EventAnalyticsEntry[] | undefined;
};

/** Spec §9: the five latest events of the period that have taken place. */
function RecentPerformance({ events }: { events: EventAnalyticsEntry[] | undefined }) {
  const recent = events?.filter((e) => !e.upcoming).slice(0, RECENT_EVENT_PERFORMANCE_COUNT);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="recent-title">
          Recent event performance
        </Title>
        {recent === undefined ? (
          <Text c="gray.7">Loading…</Text>
        ) : recent.length === 0 ? (
          <Text c="gray.7">No event has taken place in this period yet.</Text>
        ) : (
          <EventList events={recent} />
        )}
      </Stack>
    </Paper>
  );
}

/** The headline figures of the period, the latest events' attendance and every event. */
export function OverviewTab({ churchId, analytics, events }: Props) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          title="Events"
          value={formatCount(analytics.totalEvents)}
          note={`${formatCount(analytics.pastEvents)} held · ${formatCount(analytics.upcomingEvents)} upcoming`}
        />
        <StatCard
          title="Attendees"
          value={formatCount(analytics.totalAttendees)}
          note="Seats taken, guests included"
        />
        <StatCard
          title="Average per event"
          value={analytics.averageAttendancePerEvent.toLocaleString('en-US')}
          note="Attendees per event"
        />
        <StatCard
          title="Capacity used"
          value={formatPercent(analytics.totalCapacityUtilization)}
          note="Seats taken of seats offered"
        />
      </SimpleGrid>
      <RecentPerformance events={events} />
      <ChurchEvents churchId={churchId} />
    </Stack>
  );
}
