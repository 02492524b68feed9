import { formatDayAndDate } from '@huddle/domain';
import { Box, Group, Text } from '@mantine/core';
import { AnchorLink } from '../../components/links';
import { formatCount } from './analytics-format';
import type { EventAnalyticsEntry } from './analytics-types';
import { isDateUpcoming, judgeAttendance } from './attendance-judgement';
import { AttendanceRateIcon } from './attendance-rate-icon';

/**
 * A series date by date: each date people came to, with its people, RSVPs and rate (judged
 * only once the date has taken place), each a click from that date's attendees. Folded away: a season of dates would drown the list.
 */
export function SeriesDates({ event }: { event: EventAnalyticsEntry }) {
  const { dates } = event;
  const now = new Date();
  return (
    <Box component="details" w="100%">
      <Text component="summary" size="sm" c="gray.8" style={{ cursor: 'pointer' }}>
        By date ({dates.length} {dates.length === 1 ? 'date' : 'dates'} with RSVPs)
      </Text>
      <Box component="ul" m={0} mt="xs" p={0} style={{ listStyle: 'none' }}>
        {dates.map((d) => (
          <Group component="li" key={d.date} justify="space-between" gap="xs" py={4}>
            <AnchorLink
              to="/analytics/events/$eventId"
              params={{ eventId: String(event.id) }}
              search={{ date: d.date }}
              size="sm"
            >
              {formatDayAndDate(d.date)}
            </AnchorLink>
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" c="gray.8">
                {formatCount(d.rsvpCount)} {d.rsvpCount === 1 ? 'RSVP' : 'RSVPs'} ·{' '}
                {formatCount(d.attendees)}/{formatCount(event.maxAttendees)} seats
              </Text>
              <AttendanceRateIcon
                judgement={judgeAttendance(d.attendanceRate, isDateUpcoming(event, d.date, now))}
              />
            </Group>
          </Group>
        ))}
      </Box>
    </Box>
  );
}
