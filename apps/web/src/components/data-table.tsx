import { Table } from '@mantine/core';
import type { Key, ReactNode } from 'react';

type Props<Row> = {
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  striped?: boolean;
  columns: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** One cell for each column, in the columns' order. */
  cells: (row: Row, index: number) => ReactNode[];
};

/** A table of figures with a header row, scrolling sideways on narrow screens. */
export function DataTable<Row>({ minWidth, striped, columns, rows, rowKey, cells }: Props<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row)}>
              {cells(row, index).map((cell, column) => (
                <Table.Td key={columns[column]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
