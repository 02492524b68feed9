import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of a settings page (the account, the team): a titled card, named by its title. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-label={title}
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
