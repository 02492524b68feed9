import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';

type Props = {
  title: ReactNode;
  isEmpty: boolean;
  /** What the tab says when it has nothing to list. */
  emptyText?: string;
  children: ReactNode;
};

/** A dashboard tab: its heading, then its list, or a panel saying there is nothing yet. */
export function TabSection({ title, isEmpty, emptyText = 'No data available', children }: Props) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      {isEmpty ? <EmptyState>{emptyText}</EmptyState> : children}
    </Stack>
  );
}
