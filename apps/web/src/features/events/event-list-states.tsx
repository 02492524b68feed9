import { Card, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { SimpleGrid } from '../../components/simple-grid';
import classes from './events.module.css';

/** The card grid of /events: one column on phones, more as the screen widens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {children}
    </SimpleGrid>
  );
}

/** Cards the shape of the real ones while the first page loads; announced once, by its label. */
export function CardGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <CardGrid>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Card key={index} padding="lg" aria-hidden="true" className={classes.card}>
            <Card.Section>
              <Skeleton className={classes.media} radius={0} />
            </Card.Section>
            <Stack gap="sm" mt="md">
              <Skeleton height={20} width="35%" radius="xl" />
              <Skeleton height={24} width="80%" />
              <Skeleton height={14} />
              <Skeleton height={14} width="90%" />
              <Skeleton height={14} width="60%" />
              <Skeleton height={36} mt="sm" />
            </Stack>
          </Card>
        ))}
      </CardGrid>
    </div>
  );
}
