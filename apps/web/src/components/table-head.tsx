import { Table, Text } from '@mantine/core';

/**
 * A table's column headings, and a last one for the row's buttons ('Actions'); a heading given
 * as `false` is left out (a column shown only sometimes).
 */
export function TableHead({ columns }: { columns: (string | false)[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map(
          (name) =>
            name && (
              <Table.Th key={name} scope="col">
                {name}
              </Table.Th>
            ),
        )}
        <Table.Th scope="col">
          <Text span size="sm" fw={700}>
            Actions
          </Text>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
