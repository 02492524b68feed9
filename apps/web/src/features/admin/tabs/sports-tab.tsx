import { Stack, Table, Title } from '@mantine/core';
import type { AdminOutputs } from '../admin-trpc';
import { EmptyState } from './empty-state';

type Props = { sports: AdminOutputs['dashboard']['sportsTrends'] };

/** Spec §2 Sports: ranked, with events, average attendance (1 decimal) and total attendees. */
export function SportsTab({ sports }: Props) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Sports Trends
      </Title>
      {sports.length === 0 ? (
        <EmptyState>No data available</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rank</Table.Th>
                <Table.Th>Sport</Table.Th>
                <Table.Th>Events</Table.Th>
                <Table.Th>Average attendance</Table.Th>
                <Table.Th>Total attendees</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sports.map((sport, index) => (
                <Table.Tr key={sport.sport}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{sport.sport}</Table.Td>
                  <Table.Td>{sport.eventCount}</Table.Td>
                  <Table.Td>{sport.averageAttendance.toFixed(1)}</Table.Td>
                  <Table.Td>{sport.totalAttendees}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
