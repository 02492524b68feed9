import { Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingChurch } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';

/** Spec §2 /analytics for a signed-in user whose account has no church. */
export function ChurchNotFound() {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
          <IconBuildingChurch size={32} />
        </ThemeIcon>
        <Title order={1}>Church Not Found</Title>
        <Text size="lg" c="gray.7">
          Your account is not linked to a church yet. Register your church to host events and see
          how they do.
        </Text>
        <Group justify="center">
          <ButtonLink to="/register-church" size="md">
            Register your church
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
