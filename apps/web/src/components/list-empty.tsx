import { Card, EmptyState, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './list-empty.module.css';

type ListEmptyProps = { icon: ReactNode; title: string; description: string; action?: ReactNode };

/** An empty list (spec §8 empty states): the title and sentence as written there, and what next. */
export function ListEmpty({ icon, title, description, action }: ListEmptyProps) {
  return (
    <Card padding="xl" className={classes.empty}>
      <EmptyState icon={icon} variant="light">
        <EmptyState.Title order={2}>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        {action && (
          <EmptyState.Actions>
            <Group justify="center">{action}</Group>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Card>
  );
}
