import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: string; value: string; note?: ReactNode };

/** One headline figure with what it means underneath. */
export function StatCard({ title, value, note }: Props) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="gray.7" fw={600}>
        {title}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
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
