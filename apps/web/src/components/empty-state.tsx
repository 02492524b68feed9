import { Paper, Text } from '@mantine/core';

/** A panel with nothing to show yet, saying so. */
export function EmptyState({ children }: { children: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center" c="gray.7">
        {children}
      </Text>
    </Paper>
  );
}
