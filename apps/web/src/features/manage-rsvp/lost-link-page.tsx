import { Container, Stack, Text, Title } from '@mantine/core';
import { LostLinkHelp } from './lost-link-help';

/**
 * /manage-rsvp without a token: someone who typed the address by hand, or cut the link off
 * before its token. Everything they can do here is ask for their links again.
 */
export function LostLinkPage() {
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Manage Your RSVP</Title>
          <Text size="lg" c="gray.7">
            Each RSVP has its own private link, in the confirmation e-mail. Open that link to change
            or cancel your RSVP.
          </Text>
        </Stack>
        <LostLinkHelp />
      </Stack>
    </Container>
  );
}
