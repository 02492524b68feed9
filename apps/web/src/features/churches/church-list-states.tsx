import { Card, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { SimpleGrid } from '../../components/simple-grid';
import classes from './churches.module.css';

/** The card grid: one column on phones, more as the screen widens. */
export function ChurchGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {children}
    </SimpleGrid>
  );
}

/** Cards the shape of the real ones while the first page loads; announced once, by its label. */
export function ChurchGridSkeleton({ label = 'Loading churches…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ChurchGrid>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Card key={index} padding="lg" aria-hidden="true">
            <Card.Section>
              <Skeleton className={classes.media} radius={0} />
            </Card.Section>
            <Stack gap="sm" mt="md">
              <Skeleton height={24} width="70%" />
              <Skeleton height={14} />
              <Skeleton height={14} width="85%" />
              <Skeleton height={20} width="50%" radius="xl" />
              <Skeleton height={36} mt="sm" />
            </Stack>
          </Card>
        ))}
      </ChurchGrid>
    </div>
  );
}
