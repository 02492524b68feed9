import type { AnalyticsPeriod } from '@huddle/domain';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatCount, formatPercent, trendNote } from '../analytics-format';
import type { ChurchAnalytics } from '../analytics-types';
import { LazySportsChart } from '../charts/lazy-charts';
import { StatCard } from '../stat-card';

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
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sports-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="sports-title">
            Attendance by sport and event type
          </Title>
          {analytics.topSports.length === 0 ? (
            <Text c="gray.7">No events in this period.</Text>
          ) : (
            <>
              <LazySportsChart sports={analytics.topSports} />
              <Table.ScrollContainer minWidth={360}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Sport or event type</Table.Th>
                      <Table.Th>Events</Table.Th>
                      <Table.Th>Attendees</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {analytics.topSports.map((sport) => (
                      <Table.Tr key={sport.sport}>
                        <Table.Td>{sport.sport}</Table.Td>
                        <Table.Td>{formatCount(sport.count)}</Table.Td>
                        <Table.Td>{formatCount(sport.attendees)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
