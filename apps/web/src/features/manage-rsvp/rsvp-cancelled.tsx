import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../components/links';

export type CancelledRsvp = { eventId: number; title: string; spotsLeft: number };

/** After a cancellation: said plainly, with the way back to the event (and to RSVP again). */
export function RsvpCancelled({ cancelled }: { cancelled: CancelledRsvp }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog and its buttons are gone: keyboard and screen-reader users start here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="green" aria-hidden="true">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Title order={1} ref={heading} tabIndex={-1}>
        Your RSVP Is Cancelled
      </Title>
      <Text size="lg" c="gray.7" maw={520}>
        Your seats for {cancelled.title} are open to others again, and the church has been told.
        Changed your mind? You can RSVP again while seats are left.
      </Text>
      <ButtonLink to="/events/$id" params={{ id: String(cancelled.eventId) }} size="md">
        Back to the Event
      </ButtonLink>
    </Stack>
  );
}
