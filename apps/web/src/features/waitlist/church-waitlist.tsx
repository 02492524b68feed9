import { formatDayAndDate, formatEventDateTime } from '@huddle/domain';
import { Badge, Box, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PhoneCards, TableScroller } from '../../components/data-table';
import { QueryLoadError } from '../../components/load-error';
import { TableHead } from '../../components/table-head';
import { showFailure, showToast } from '../../lib/toast';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { peopleCountText } from '../events/event-counts';

type Party = RouterOutputs['waitlist']['list']['items'][number];

const CAPTION = 'Parties in line order. Freed seats are offered to them by e-mail automatically.';

/** Waiting, or whose seats are held until when. */
function PartyStatus({ party, timezone }: { party: Party; timezone: string }) {
  return party.status === 'offered' && party.offeredUntil ? (
    <Badge color="green.9" variant="light">
      Held until {formatEventDateTime(party.offeredUntil, timezone, 'short').full}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Waiting
    </Badge>
  );
}

type Props = {
  eventId: number;
  /** One date of a series, or undefined for every date's line. */
  date: string | undefined;
  timezone: string;
};

/**
 * The hosting church's view of a date's waitlist (docs/adr/0076-waitlist.md): who waits, in
 * order, and whose seats are held until when. Seats are offered by themselves as they free up;
 * the church may also offer them by hand, out of turn, within the seats free.
 */
export function ChurchWaitlist({ eventId, date, timezone }: Props) {
  const input = { eventId, date };
  const queryClient = useQueryClient();
  const line = useQuery(trpc.waitlist.list.queryOptions(input));
  const offer = useMutation(trpc.waitlist.offer.mutationOptions());

  async function offerTo(party: Party) {
    try {
      const offered = await offer.mutateAsync({ id: party.id });
      const until = offered.offeredUntil
        ? formatEventDateTime(offered.offeredUntil, timezone).full
        : '';
      showToast({
        color: 'green',
        title: 'Seats Offered',
        message: `${party.attendeeName} has been e-mailed and has until ${until} to claim them.`,
      });
    } catch (error) {
      showFailure('Offer Failed', error);
    } finally {
      void queryClient.invalidateQueries(trpc.waitlist.list.pathFilter());
    }
  }

  const offerButton = (party: Party) =>
    party.status === 'waiting' && (
      <Button
        size="xs"
        variant="light"
        loading={offer.isPending && offer.variables?.id === party.id}
        onClick={() => void offerTo(party)}
        aria-label={`Offer seats to ${party.attendeeName}`}
      >
        Offer seats
      </Button>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="church-waitlist-title">
      <Title order={2} size="h3" id="church-waitlist-title">
        Waitlist
      </Title>
      {line.isPending ? (
        <Skeleton height={80} role="status" aria-label="Loading the waitlist" />
      ) : line.isError ? (
        <QueryLoadError title="Failed to load the waitlist" query={line} />
      ) : line.data.items.length === 0 ? (
        <Text c="gray.7">
          Nobody is waiting. When a date is full, visitors can join its line here.
        </Text>
      ) : (
        <>
          <Box visibleFrom="sm">
            <TableScroller minWidth={640} label="Waitlist">
              <Table verticalSpacing="sm">
                <Table.Caption>{CAPTION}</Table.Caption>
                <TableHead columns={['Place', 'Party', !date && 'Date', 'People', 'Status']} />
                <Table.Tbody>
                  {line.data.items.map((party) => (
                    <Table.Tr key={party.id}>
                      <Table.Td>{party.position}</Table.Td>
                      <Table.Th scope="row" fw={600}>
                        {party.attendeeName}
                        <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                          {party.attendeeEmail}
                        </Text>
                      </Table.Th>
                      {!date && <Table.Td>{formatDayAndDate(party.occurrenceDate)}</Table.Td>}
                      <Table.Td>{peopleCountText(party.numberOfGuests)}</Table.Td>
                      <Table.Td>
                        <PartyStatus party={party} timezone={timezone} />
                      </Table.Td>
                      <Table.Td>{offerButton(party)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
          </Box>
          <Text size="sm" c="gray.7" hiddenFrom="sm">
            {CAPTION}
          </Text>
          <PhoneCards
            label="Waitlist, in line order"
            rows={line.data.items}
            rowKey={(party) => party.id}
            card={(party) => (
              <Stack gap={4}>
                <Text fw={600}>
                  {party.position}. {party.attendeeName}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {party.attendeeEmail}
                </Text>
                <Text size="sm" c="gray.7">
                  {!date && `${formatDayAndDate(party.occurrenceDate)} · `}
                  {peopleCountText(party.numberOfGuests)}
                </Text>
                <Group gap="xs" mt={4}>
                  <PartyStatus party={party} timezone={timezone} />
                  {offerButton(party)}
                </Group>
              </Stack>
            )}
          />
        </>
      )}
    </Stack>
  );
}
