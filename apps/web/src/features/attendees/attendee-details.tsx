import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { peopleCountText } from '../events/event-counts';

export type AttendeeDetail = RouterOutputs['attendees']['byId'];

type Props = { rsvpId: number; onMessage: (attendee: AttendeeDetail) => void };

/** One attendee's read form (spec §3), loaded for the hosting church, with a Message button. */
export function AttendeeDetails({ rsvpId, onMessage }: Props) {
  const query = useQuery(trpc.attendees.byId.queryOptions({ id: rsvpId }));
  if (query.isPending) {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>Loading attendee…</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        Failed to load attendee details
      </Alert>
    );
  }
  const a = query.data;
  return (
    <Stack gap="md">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Row label="Name" value={a.attendeeName} />
          <Row
            label="Email"
            value={<Anchor href={`mailto:${a.attendeeEmail}`}>{a.attendeeEmail}</Anchor>}
          />
          <Row
            label="Phone"
            value={
              a.attendeePhone ? (
                <Anchor href={`tel:${a.attendeePhone.replace(/[^\d+]/g, '')}`}>
                  {a.attendeePhone}
                </Anchor>
              ) : (
                'Not given'
              )
            }
          />
          <Row label="Party size" value={peopleCountText(a.numberOfGuests)} />
          <Row label="Event" value={a.eventTitle} />
          {a.specialRequests && <Row label="Special requests" value={a.specialRequests} />}
        </Table.Tbody>
      </Table>
      <Group>
        <Button leftSection={<IconMail size={16} aria-hidden />} onClick={() => onMessage(a)}>
          Message
        </Button>
      </Group>
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={{ base: 100, xs: 150 }}>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{value}</Table.Td>
    </Table.Tr>
  );
}
