import '@mantine/core/styles/Table.css';
import { Box, Paper, Table, Text } from '@mantine/core';
import { type Key, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import classes from './data-table.module.css';

type Overflow = { more: boolean; scrolled: boolean };

/** Whether columns are hidden to the right of `ref`'s box, and whether it has been scrolled. */
function useSidewaysOverflow(ref: RefObject<HTMLElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ more: false, scrolled: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const more = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      const scrolled = box.scrollLeft > 0;
      setOverflow((was) =>
        was.more === more && was.scrolled === scrolled ? was : { more, scrolled },
      );
    };
    measure();
    // The box narrows with the screen; the table grows as rows arrive.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return overflow;
}

type ScrollerProps = {
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** What the table lists; names the scrolling region for assistive technology. */
  label: string;
  children: ReactNode;
};

/**
 * A table that scrolls sideways when its box is narrower than `minWidth` (a phone), with its
 * first column held in view, a shade on the edge where columns are hidden and a line saying so.
 * A named region (Adrian Roselli's accessible scrolling table) that takes the keyboard's focus
 * while it scrolls, so arrow keys scroll it too.
 */
export function TableScroller({ minWidth, label, children }: ScrollerProps) {
  const ref = useRef<HTMLElement>(null);
  const { more, scrolled } = useSidewaysOverflow(ref);
  const scrolls = more || scrolled;
  return (
    <div>
      {scrolls && (
        <Text size="xs" c="gray.7" mb={4} aria-hidden>
          Scroll sideways to see every column →
        </Text>
      )}
      <div className={classes.edge} data-more={more || undefined}>
        <section
          ref={ref}
          className={classes.scroller}
          data-scrolls={scrolls || undefined}
          data-scrolled={scrolled || undefined}
          aria-label={label}
          tabIndex={scrolls ? 0 : undefined}
        >
          <div style={{ minWidth }}>{children}</div>
        </section>
      </div>
    </div>
  );
}

type CardsProps<Row> = {
  /** What the list holds; names it for assistive technology. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  card: (row: Row) => ReactNode;
};

/**
 * A list of people (attendees, a waitlist) as cards on a phone, one under another, each whole on
 * the screen with its buttons; from the `sm` breakpoint up the page shows its table instead.
 */
export function PhoneCards<Row>({ label, rows, rowKey, card }: CardsProps<Row>) {
  return (
    <Box component="ul" hiddenFrom="sm" className={classes.cards} aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <Paper withBorder radius="md" p="sm">
            {card(row)}
          </Paper>
        </li>
      ))}
    </Box>
  );
}

type Props<Row> = {
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** What the table lists (default: its column headings). */
  label?: string;
  striped?: boolean;
  columns: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** One cell for each column, in the columns' order. */
  cells: (row: Row, index: number) => ReactNode[];
};

/** A table of figures with a header row, scrolling sideways (its first column held) on a phone. */
export function DataTable<Row>({
  minWidth,
  label,
  striped,
  columns,
  rows,
  rowKey,
  cells,
}: Props<Row>) {
  return (
    <TableScroller minWidth={minWidth} label={label ?? columns.join(', ')}>
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
    </TableScroller>
  );
}
