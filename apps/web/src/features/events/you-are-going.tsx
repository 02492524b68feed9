import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMail, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { peopleCountText } from './event-counts';
import type { EventView } from './event-types';
import { eventWhen } from './event-when';
import { rsvpMailDraft } from './rsvp-mail-draft';
import type { Reservation } from './rsvp-state';

type YouAreGoingProps = {
  /** The heading's id (focus comes back to it when the form for someone else is hidden). */
  id: string;
  event: EventView;
  reservation: Reservation;
  /** Offered while more people can RSVP: opens the (empty) form for someone else. */
  onAnother?: () => void;
};

/**
 * After a successful RSVP the page keeps saying that this visitor is going, not only the
 * 5-second toast. The mail draft to the church (spec §7) is behind 'Email the church' rather
 * than opened by itself: the server already notifies the church, and a mail program jumping up
 * unasked (on a phone, leaving the page) surprised people.
 */
export function YouAreGoing({ id, event, reservation, onAnother }: YouAreGoingProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { guest } = reservation;
  // The form that had focus is gone: the reader lands on the news.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Paper withBorder radius="md" p="md" bg="green.0" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Stack gap={4} align="flex-start">
          <ThemeIcon color="green.9" variant="filled" radius="xl" aria-hidden="true">
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Title order={2} size="h4" id={id} ref={headingRef} tabIndex={-1} data-focus-target>
            You're going!
          </Title>
          <Text size="sm">
            {guest.attendeeName}, your spot is saved for{' '}
            {eventWhen(event, new Date(), 'long', reservation.date).full}:{' '}
            {peopleCountText(guest.numberOfGuests)}. The church has been notified.
          </Text>
        </Stack>
        <Button
          component="a"
          href={rsvpMailDraft(event, guest, reservation.date)}
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
        >
          Email the church
        </Button>
        {onAnother && (
          <Button
            variant="subtle"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={onAnother}
          >
            RSVP for someone else
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
