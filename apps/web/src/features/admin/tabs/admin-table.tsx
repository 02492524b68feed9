import { Box, Paper, Stack, Text } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import classes from './admin-table.module.css';

type Props<Row> = {
  /** The table's width below which it scrolls; it shows from Mantine's `sm` up. */
  minWidth: number;
  columns: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  cells: (row: Row, index: number) => ReactNode[];
  /** The column that names a row: the heading of its card on a phone. */
  titleColumn?: number;
};

/**
 * A striped table on a tablet or wider; on a phone a card a row, its name as the heading and
 * every other column labelled beside its value, so nothing sits off-screen past a sideways
 * scroll (a 360 px screen holds three or four short columns, not six).
 */
export function AdminTable<Row>({ titleColumn = 0, ...table }: Props<Row>) {
  const { columns, rows, rowKey, cells } = table;
  return (
    <>
      <Box visibleFrom="sm">
        <DataTable striped {...table} />
      </Box>
      <Stack component="ul" gap="xs" className={classes.cards} hiddenFrom="sm">
        {rows.map((row, index) => {
          const values = cells(row, index);
          return (
            <Paper key={rowKey(row)} component="li" withBorder radius="md" p="sm">
              <Text fw={600}>{values[titleColumn]}</Text>
              <dl className={classes.fields}>
                {columns.map(
                  (column, at) =>
                    at !== titleColumn && (
                      <div key={column}>
                        <dt className={classes.label}>{column}</dt>
                        <dd className={classes.value}>{values[at]}</dd>
                      </div>
                    ),
                )}
              </dl>
            </Paper>
          );
        })}
      </Stack>
    </>
  );
}
