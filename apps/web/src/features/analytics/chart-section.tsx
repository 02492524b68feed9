import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  isEmpty: boolean;
  /** The chart and the table of its figures. */
  children: ReactNode;
};

/** A chart of the period in a card of its own, or a line saying the period has no events. */
export function ChartSection({ id, title, isEmpty, children }: Props) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {isEmpty ? <Text c="gray.7">No events in this period.</Text> : children}
      </Stack>
    </Paper>
  );
}
