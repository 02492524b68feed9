import type { AnalyticsPeriod } from '@huddle/domain';
import { SimpleGrid, Stack } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import { StatCard } from '../../../components/stat-card';
import { formatCount, formatPercent, trendNote } from '../analytics-format';
import type { ChurchAnalytics } from '../analytics-types';
import { ChartSection } from '../chart-section';
import { LazySportsChart } from '../charts/lazy-charts';

type Props = { analytics: ChurchAnalytics; period: AnalyticsPeriod };

/** Event page views, RSVPs, their ratio (spec §3 RSVP conversion) and attendance by sport. */
export function EngagementTab({ analytics, period }: Props) {
  const previous = analytics.previousPeriod;
  const conversion = analytics.rsvpConversionRate;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard
          title="Event page views"
          value={formatCount(analytics.eventViews)}
          note={
            trendNote(period, analytics.eventViews, previous?.eventViews) ??
            'Views of your events’ pages'
          }
        />
        <StatCard
          title="RSVPs received"
          value={formatCount(analytics.rsvpsInPeriod)}
          note={
            trendNote(period, analytics.rsvpsInPeriod, previous?.rsvps) ??
            'RSVPs made in this period'
          }
        />
        <StatCard
          title="RSVP conversion"
          value={conversion === null ? '—' : formatPercent(conversion)}
          note={
            conversion === null
              ? 'No event page views recorded in this period, so no rate yet'
              : 'RSVPs per event page view'
          }
        />
      </SimpleGrid>
      <ChartSection
        id="sports-title"
        title="Attendance by sport and event type"
        isEmpty={analytics.topSports.length === 0}
      >
        <LazySportsChart sports={analytics.topSports} />
        <DataTable
          minWidth={360}
          label="Attendance by sport table"
          columns={['Sport or event type', 'Events', 'Attendees']}
          rows={analytics.topSports}
          rowKey={(sport) => sport.sport}
          cells={(sport) => [sport.sport, formatCount(sport.count), formatCount(sport.attendees)]}
        />
      </ChartSection>
    </Stack>
  );
}
