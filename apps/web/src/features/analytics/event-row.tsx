import { formatEventDateTime } from '@huddle/domain';
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { AnchorLink } from '../../components/links';
import { formatCount } from './analytics-format';
import type { EventAnalyticsEntry } from './analytics-types';
import { judgeAttendance } from './attendance-judgement';
import { AttendanceRateIcon } from './attendance-rate-icon';
import { SeriesDates } from './series-dates';

/** Dark blue on pale blue, 7:1: Mantine's light badge text is too faint at badge size. */
const RSVP_BADGE = { root: { color: '#1848b9', background: '#ecf1ff' } };

/** One event of the church: its attendees one click away, when, RSVPs and seats, a series by date. */
export function EventRow({ event }: { event: EventAnalyticsEntry }) {
  const when = formatEventDateTime(event.datetime, event.timezone, 'short');
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" py="xs">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
        <AnchorLink
          to="/analytics/events/$eventId"
          params={{ eventId: String(event.id) }}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {event.title}
        </AnchorLink>
        <Text size="sm" c="gray.7">
          {when.full} · {event.sport}
        </Text>
      </Stack>
      <Group gap="sm" wrap="nowrap">
        <Badge variant="light" styles={RSVP_BADGE}>
          {formatCount(event.rsvpCount)} {event.rsvpCount === 1 ? 'RSVP' : 'RSVPs'}
        </Badge>
        <Text size="sm" c="gray.8">
          {formatCount(event.currentAttendees)}/{formatCount(event.seatsOffered)} seats
        </Text>
        <AttendanceRateIcon judgement={judgeAttendance(event.attendanceRate, event.upcoming)} />
      </Group>
      {event.dates.length > 0 && <SeriesDates event={event} />}
    </Group>
  );
}

/** The church's events as a list, one row each, a rule between rows. */
export function EventList({ events }: { events: EventAnalyticsEntry[] }) {
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {events.map((event, index) => (
        <li
          key={event.id}
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
        >
          <EventRow event={event} />
        </li>
      ))}
    </Box>
  );
}
