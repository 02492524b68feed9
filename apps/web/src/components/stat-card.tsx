import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  value: string;
  note?: ReactNode;
  /** A smaller figure, for a row of cards that sits below the page's headline figures. */
  compact?: boolean;
};

/** One headline figure with what it means underneath. */
export function StatCard({ title, value, note, compact = false }: Props) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="gray.7" fw={600}>
        {title}
      </Text>
      <Text fz={compact ? 24 : 28} fw={700} lh={compact ? undefined : 1.3}>
        {value}
      </Text>
      {note && (
        <Text size="sm" c="gray.7">
          {note}
        </Text>
      )}
    </Paper>
  );
}
