import { ATTENDANCE_RATE_THRESHOLDS, formatEventDateTime } from '@huddle/domain';
import { Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { AnchorLink } from '../../../components/links';
import { useShowMore } from '../../../components/show-more';
import { formatCount, formatPercent } from '../analytics-format';
import type { EventAnalyticsEntry } from '../analytics-types';
import { judgeAttendance } from '../attendance-judgement';
import { AttendanceRateIcon } from '../attendance-rate-icon';

type Props = { events: EventAnalyticsEntry[] };

/** The event's name, linking to its analytics, with its sport and whether it is still to come. */
function EventTitle({ event }: { event: EventAnalyticsEntry }) {
  return (
    <>
      <AnchorLink to="/analytics/events/$eventId" params={{ eventId: String(event.id) }}>
        {event.title}
      </AnchorLink>
      <Text size="xs" c="gray.7">
        {event.sport}
        {event.upcoming ? ' · upcoming' : ''}
      </Text>
    </>
  );
}

/**
 * Spec §3 event analytics entries of the period. In place of the prototype's fixed 'success
 * rate', the share of the period's past events that filled 80 % of their seats, counted.
 */
export function PerformanceTab({ events }: Props) {
  const { visible, more } = useShowMore(events, 50);
  const past = events.filter((e) => !e.upcoming);
  const strong = past.filter((e) => e.attendanceRate >= ATTENDANCE_RATE_THRESHOLDS.high).length;
  if (events.length === 0) return <EmptyState>No events in this period.</EmptyState>;
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
      <DataTable
        minWidth={640}
        label="Event performance table"
        striped
        columns={['Event', 'Date', 'RSVPs', 'Attendees', 'Attendance rate']}
        rows={visible}
        rowKey={(event) => event.id}
        cells={(event) => [
          <EventTitle key="title" event={event} />,
          formatEventDateTime(event.datetime, event.timezone, 'short').date,
          formatCount(event.rsvpCount),
          `${formatCount(event.currentAttendees)}/${formatCount(event.seatsOffered)}`,
          <span key="rate" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <AttendanceRateIcon judgement={judgeAttendance(event.attendanceRate, event.upcoming)} />
            {formatPercent(event.attendanceRate)}
          </span>,
        ]}
      />
      {more}
    </Stack>
  );
}
