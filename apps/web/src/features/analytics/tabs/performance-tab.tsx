import { ATTENDANCE_RATE_THRESHOLDS, formatEventDateTime } from '@huddle/domain';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/links';
import { useShowMore } from '../../../components/show-more';
import { formatCount, formatPercent } from '../analytics-format';
import type { EventAnalyticsEntry } from '../analytics-types';
import { AttendanceRateIcon } from '../attendance-rate-icon';

type Props = { events: EventAnalyticsEntry[] };

/**
 * Spec §3 event analytics entries of the period. In place of the prototype's fixed 'success
 * rate', the share of the period's past events that filled 80 % of their seats, counted.
 */
export function PerformanceTab({ events }: Props) {
  const { visible, more } = useShowMore(events, 50);
  const past = events.filter((e) => !e.upcoming);
  const strong = past.filter((e) => e.attendanceRate >= ATTENDANCE_RATE_THRESHOLDS.high).length;
  if (events.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="gray.7">
          No events in this period.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Text>
        {past.length === 0
          ? 'None of these events has taken place yet.'
          : `${strong} of ${past.length} past ${past.length === 1 ? 'event' : 'events'} in this period filled 80% or more of their seats.`}
      </Text>
      <Title order={2} size="h4">
        Event performance
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>RSVPs</Table.Th>
              <Table.Th>Attendees</Table.Th>
              <Table.Th>Attendance rate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((event) => (
              <Table.Tr key={event.id}>
                <Table.Td>
                  <AnchorLink
                    to="/analytics/events/$eventId"
                    params={{ eventId: String(event.id) }}
                  >
                    {event.title}
                  </AnchorLink>
                  <Text size="xs" c="gray.7">
                    {event.sport}
                    {event.upcoming ? ' · upcoming' : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {formatEventDateTime(event.datetime, event.timezone, 'short').date}
                </Table.Td>
                <Table.Td>{formatCount(event.rsvpCount)}</Table.Td>
                <Table.Td>
                  {formatCount(event.currentAttendees)}/{formatCount(event.maxAttendees)}
                </Table.Td>
                <Table.Td>
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                    <AttendanceRateIcon rate={event.attendanceRate} />
                    {formatPercent(event.attendanceRate)}
                  </span>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more}
    </Stack>
  );
}
