import { formatDayAndDate } from '@huddle/domain';
import { Button, Group, Table } from '@mantine/core';
import { TableHead } from '../../components/table-head';
import type { AttendeeRow } from './remove-attendee-dialog';

const rsvpdAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type Props = {
  attendees: AttendeeRow[];
  /** The list spans several dates of a series: each row says which. */
  showDate: boolean;
  onDetails: (a: AttendeeRow) => void;
  onMessage: (a: AttendeeRow) => void;
  onRemove: (a: AttendeeRow) => void;
};

/** The attendees, one row each; scrolls sideways on a phone rather than squeezing the columns. */
export function AttendeesTable({ attendees, showDate, onDetails, onMessage, onRemove }: Props) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>Attendees in the order they RSVP'd</Table.Caption>
        <TableHead columns={['Name', showDate && 'Date', 'Email', 'Guests', "RSVP'd"]} />
        <Table.Tbody>
          {attendees.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Th scope="row" fw={600}>
                {a.attendeeName}
              </Table.Th>
              {showDate && <Table.Td>{formatDayAndDate(a.occurrenceDate)}</Table.Td>}
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.attendeeEmail}</Table.Td>
              <Table.Td>{a.numberOfGuests}</Table.Td>
              <Table.Td>{rsvpdAt.format(a.createdAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onDetails(a)}
                    aria-label={`Details of ${a.attendeeName}`}
                  >
                    Details
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onMessage(a)}
                    aria-label={`Message ${a.attendeeName}`}
                  >
                    Message
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    c="red.9"
                    onClick={() => onRemove(a)}
                    aria-label={`Remove ${a.attendeeName}`}
                  >
                    Remove
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
