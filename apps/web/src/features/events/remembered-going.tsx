import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { peopleCountText } from './event-counts';
import type { EventView } from './event-types';
import { eventWhen } from './event-when';
import type { RememberedRsvp } from './remembered-rsvps';

type RememberedGoingProps = {
  event: EventView;
  remembered: RememberedRsvp[];
  onForget: (entry: RememberedRsvp) => void;
};

/**
 * "You're going", after a reload or a later visit: what this device RSVP'd for (which date, how
 * many). Changing or cancelling goes through the private link in the confirmation mail; the page
 * offers to mail it again right below.
 */
export function RememberedGoing({ event, remembered, onForget }: RememberedGoingProps) {
  return (
    <Paper withBorder radius="md" p="md" bg="green.0" component="section" aria-label="Your RSVPs">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <IconCircleCheck size={18} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> You're
          going
        </Title>
        {remembered.map((entry) => (
          <Stack key={entry.date ?? 'once'} gap={4}>
            <Text size="sm">
              This device RSVP'd for {peopleCountText(entry.people)} on{' '}
              {eventWhen(event, new Date(), 'long', entry.date).full}.
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onForget(entry)}
              style={{ alignSelf: 'flex-start' }}
            >
              Forget on this device
            </Button>
          </Stack>
        ))}
        <Text size="sm" c="gray.8">
          To change or cancel, open the link in your confirmation e-mail.
        </Text>
      </Stack>
    </Paper>
  );
}
