import { DASHBOARD_GOALS, MONTHLY_ACTIVITY_MONTHS } from '@huddle/domain';
import { Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import { formatCount, formatMonth, formatPercent } from '../analytics-format';
import type { ChurchAnalytics } from '../analytics-types';
import { ChartSection } from '../chart-section';
import { LazyMonthlyActivityChart } from '../charts/lazy-charts';

type Props = { analytics: ChurchAnalytics };

type GoalProps = { title: string; goal: string; actual: string; value: number | null; max: number };

/** A goal of spec §9 with where the period stands against it. */
function Goal({ title, goal, actual, value, max }: GoalProps) {
  const percent = value === null ? 0 : Math.min(100, (value * 100) / max);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="gray.7">
          Goal: {goal}
        </Text>
        <Text fz={22} fw={700}>
          {actual}
        </Text>
        <Progress value={percent} aria-label={`${title}: ${actual} of the goal of ${goal}`} />
      </Stack>
    </Paper>
  );
}

/** Spec §9: monthly activity (the last 6 months of the period) and the dashboard goals. */
export function GrowthTab({ analytics }: Props) {
  const months = analytics.monthlyTrends.slice(-MONTHLY_ACTIVITY_MONTHS);
  const conversion = analytics.rsvpConversionRate;
  return (
    <Stack gap="lg">
      <ChartSection id="monthly-title" title="Monthly activity" isEmpty={months.length === 0}>
        <LazyMonthlyActivityChart months={months} />
        <DataTable
          minWidth={320}
          label="Monthly activity table"
          columns={['Month', 'Events', 'Attendees']}
          rows={months}
          rowKey={(m) => m.month}
          cells={(m) => [formatMonth(m.month), formatCount(m.events), formatCount(m.attendees)]}
        />
      </ChartSection>
      <Stack gap="sm" component="section" aria-labelledby="goals-title">
        <Title order={2} size="h4" id="goals-title">
          Goals
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Goal
            title="Events"
            goal={`${DASHBOARD_GOALS.events} events`}
            actual={`${formatCount(analytics.totalEvents)} events`}
            value={analytics.totalEvents}
            max={DASHBOARD_GOALS.events}
          />
          <Goal
            title="Reach"
            goal={`${DASHBOARD_GOALS.reach} attendees`}
            actual={`${formatCount(analytics.totalAttendees)} attendees`}
            value={analytics.totalAttendees}
            max={DASHBOARD_GOALS.reach}
          />
          <Goal
            title="Capacity used"
            goal={formatPercent(DASHBOARD_GOALS.capacityUtilizationPercent)}
            actual={formatPercent(analytics.totalCapacityUtilization)}
            value={analytics.totalCapacityUtilization}
            max={DASHBOARD_GOALS.capacityUtilizationPercent}
          />
          <Goal
            title="RSVP conversion"
            goal={formatPercent(DASHBOARD_GOALS.rsvpConversionPercent)}
            actual={conversion === null ? 'No views recorded yet' : formatPercent(conversion)}
            value={conversion}
            max={DASHBOARD_GOALS.rsvpConversionPercent}
          />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
