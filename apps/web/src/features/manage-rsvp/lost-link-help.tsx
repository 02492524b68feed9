import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ResendLinksForm } from './lazy-resend-links-form';

/**
 * Where a manage link failed (or none was given): the way to get the links again by e-mail,
 * instead of a dead end. Its own section, so it reads as a next step, not part of the problem.
 */
export function LostLinkHelp() {
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Lost your link? We'll e-mail your RSVPs
        </Title>
        <Text size="sm" c="gray.7">
          Type the e-mail address you RSVP'd with. We'll send you a new private link for each of
          your upcoming RSVPs.
        </Text>
        <ResendLinksForm />
      </Stack>
    </Card>
  );
}
