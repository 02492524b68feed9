import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';
import { useVisitorSearch } from './visitor-mode';

/** Spec §2: an event that does not exist (or an address that cannot name one). */
export function EventNotFound() {
  const visitorSearch = useVisitorSearch();
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden="true">
        <IconCalendarOff size={32} />
      </ThemeIcon>
      <Title order={1}>Event Not Found</Title>
      <Text size="lg" c="dimmed" maw={520}>
        The event you're looking for doesn't exist or is missing church information.
      </Text>
      <ButtonLink to="/events" search={visitorSearch} size="md">
        Back to Events
      </ButtonLink>
    </Stack>
  );
}
