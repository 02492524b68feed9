import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { Grid } from '../../components/grid';

/** The page's shape while the event loads; announced once, by its label. */
export function EventPageSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading event…</VisuallyHidden>
      <Stack gap="lg" aria-hidden="true">
        <Skeleton h={{ base: 200, sm: 320 }} radius="lg" />
        <Skeleton height={22} width={90} radius="xl" />
        <Skeleton height={36} width="70%" />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              <Skeleton height={14} />
              <Skeleton height={14} width="92%" />
              <Skeleton height={14} width="75%" />
              <Skeleton height={160} mt="md" radius="md" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm">
              <Skeleton height={42} radius="md" />
              <Skeleton height={36} radius="md" />
              <Skeleton height={180} mt="md" radius="md" />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </div>
  );
}
