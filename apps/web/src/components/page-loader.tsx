import { Center, Loader, Stack, Text } from '@mantine/core';

type PageLoaderProps = { label?: string };

/** A page's place-holder while what it needs is checked or loaded. */
export function PageLoader({ label = 'Loading…' }: PageLoaderProps) {
  return (
    <Center py={96} px="md">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
