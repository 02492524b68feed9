import { formatDayAndDate } from '@huddle/domain';
import { Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { PhoneCards, TableScroller } from '../../components/data-table';
import { TableHead } from '../../components/table-head';
import { peopleCountText } from '../events/event-counts';
import type { AttendeeRow } from './remove-attendee-dialog';

const rsvpdAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const CAPTION = "Attendees in the order they RSVP'd";

type Actions = {
  onDetails: (a: AttendeeRow) => void;
  onMessage: (a: AttendeeRow) => void;
  onRemove: (a: AttendeeRow) => void;
};

type Props = Actions & {
  attendees: AttendeeRow[];
  /** The list spans several dates of a series: each row says which. */
  showDate: boolean;
};

/** Details, Message and Remove for one attendee, each named with the attendee for a reader. */
function AttendeeActions({
  attendee: a,
  onDetails,
  onMessage,
  onRemove,
}: Actions & { attendee: AttendeeRow }) {
  const buttons = [
    { word: 'Details', name: `Details of ${a.attendeeName}`, variant: 'default', act: onDetails },
    { word: 'Message', name: `Message ${a.attendeeName}`, variant: 'light', act: onMessage },
    {
      word: 'Remove',
      name: `Remove ${a.attendeeName}`,
      variant: 'default',
      act: onRemove,
      color: 'red.9',
    },
  ];
  return (
    <Group gap="xs">
      {buttons.map(({ word, name, variant, act, color }) => (
        <Button
          key={word}
          size="xs"
          variant={variant}
          c={color}
          onClick={() => act(a)}
          aria-label={name}
        >
          {word}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The attendees: on a phone a card each (name, e-mail on a line of its own, party and date, the
 * buttons under them); from the `sm` breakpoint a table, scrolling sideways with the name held
 * where the screen is still too narrow.
 */
export function AttendeesTable({ attendees, showDate, ...actions }: Props) {
  return (
    <>
      <Box visibleFrom="sm">
        <TableScroller minWidth={720} label={CAPTION}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>{CAPTION}</Table.Caption>
            <TableHead columns={['Name', showDate && 'Date', 'Email', 'Party size', "RSVP'd"]} />
            <Table.Tbody>
              {attendees.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Th scope="row" fw={600}>
                    {a.attendeeName}
                  </Table.Th>
                  {showDate && <Table.Td>{formatDayAndDate(a.occurrenceDate)}</Table.Td>}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{a.attendeeEmail}</Table.Td>
                  <Table.Td>{a.numberOfGuests}</Table.Td>
                  <Table.Td>{rsvpdAt.format(a.createdAt)}</Table.Td>
                  <Table.Td>
                    <AttendeeActions attendee={a} {...actions} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      </Box>
      <PhoneCards
        label={CAPTION}
        rows={attendees}
        rowKey={(a) => a.id}
        card={(a) => (
          <Stack gap={4}>
            <Text fw={600}>{a.attendeeName}</Text>
            {/* On a line of its own an address fits whole; only one longer than the card wraps. */}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {a.attendeeEmail}
            </Text>
            <Text size="sm" c="gray.7">
              {showDate && `${formatDayAndDate(a.occurrenceDate)} · `}
              {peopleCountText(a.numberOfGuests)} · RSVP'd {rsvpdAt.format(a.createdAt)}
            </Text>
            <Box mt={6}>
              <AttendeeActions attendee={a} {...actions} />
            </Box>
          </Stack>
        )}
      />
    </>
  );
}
