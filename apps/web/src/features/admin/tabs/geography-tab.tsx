import { Stack, Table, Title } from '@mantine/core';
import type { AdminOutputs } from '../admin-trpc';
import { EmptyState } from './empty-state';

type Props = { states: AdminOutputs['dashboard']['geographicInsights'] };

/** Spec §2 Geography: per state, churches, events and attendees. */
export function GeographyTab({ states }: Props) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Churches by State
      </Title>
      {states.length === 0 ? (
        <EmptyState>No data available</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>State</Table.Th>
                <Table.Th>Churches</Table.Th>
                <Table.Th>Events</Table.Th>
                <Table.Th>Attendees</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {states.map((state) => (
                <Table.Tr key={state.state}>
                  <Table.Td>{state.state}</Table.Td>
                  <Table.Td>{state.churchCount}</Table.Td>
                  <Table.Td>{state.eventCount}</Table.Td>
                  <Table.Td>{state.attendeeCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
