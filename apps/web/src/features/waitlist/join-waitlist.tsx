import { MAX_PARTY_SIZE, type RsvpForm as RsvpFormOutput } from '@huddle/domain';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass, IconListNumbers } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { serverMessage } from '../../lib/api-error';
import { withProofOfWork } from '../../lib/proof-of-work';
import { trpc, trpcClient } from '../../lib/trpc';
import { peopleCountText } from '../events/event-counts';
import type { EventView } from '../events/event-types';
import { RsvpForm } from '../events/lazy-rsvp-form';
import type { RsvpOutcome } from '../events/rsvp-submit';
import { rsvpFieldErrors } from '../events/rsvp-submit';
import { waitingText } from './waiting-text';

type JoinWaitlistProps = {
  event: EventView;
  /** The date of a series the visitor is looking at; undefined for the next. */
  date: string | undefined;
  /** Seats open to newcomers on that date: 0 when it is full. */
  spotsLeft: number;
  waitingCount: number;
  /** The id of its button, so the phone's sticky bar can bring the reader to it. */
  buttonId?: string;
};

type Joined = { position: number; guests: number };

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * The way in when a date is full, or a party is larger than the seats left
 * (docs/adr/0076-waitlist.md): the RSVP's own form, for up to a full party, sent to the date's
 * waitlist. The place in line is shown at once; the private link comes by mail.
 */
export function JoinWaitlist({
  event,
  date,
  spotsLeft,
  waitingCount,
  buttonId,
}: JoinWaitlistProps) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState<Joined | null>(null);
  const queryClient = useQueryClient();
  const join = useMutation(trpc.waitlist.join.mutationOptions());

  async function submit(guest: RsvpFormOutput): Promise<RsvpOutcome> {
    try {
      const answer = await withProofOfWork(
        (proofOfWork) =>
          join.mutateAsync({ eventId: event.id, ...guest, occurrenceDate: date, proofOfWork }),
        () => trpcClient.rsvps.challenge.query({ eventId: event.id }),
      );
      setJoined({ position: answer.position, guests: answer.numberOfGuests });
      setOpen(false);
      void queryClient.invalidateQueries(trpc.events.pathFilter());
      return { ok: true };
    } catch (error) {
      const message = serverMessage(error, FALLBACK);
      return { ok: false, message, fieldErrors: rsvpFieldErrors(error, message) };
    }
  }

  if (joined) return <OnTheWaitlist joined={joined} />;
  const full = spotsLeft === 0;
  return (
    <Stack gap="xs">
      {full && (
        <Text size="sm" c="gray.8" ta="center">
          {waitingText(waitingCount)}. Join the line: when seats free up for your whole party, we
          e-mail you and hold them for you.
        </Text>
      )}
      <Button
        id={buttonId}
        variant={full ? 'filled' : 'subtle'}
        size={full ? 'md' : 'sm'}
        fullWidth={full}
        leftSection={<IconListNumbers size={18} aria-hidden />}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {full ? 'Join Waitlist' : `More than ${peopleCountText(spotsLeft)}? Join the waitlist`}
      </Button>
      {open && (
        <RsvpForm
          id={formId}
          spotsLeft={MAX_PARTY_SIZE}
          pending={join.isPending}
          hidden={false}
          title="Join the waitlist"
          submitLabel="Join Waitlist"
          onSubmit={submit}
          onHide={() => setOpen(false)}
        />
      )}
    </Stack>
  );
}

function OnTheWaitlist({ joined }: { joined: Joined }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the reader lands on the news.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper withBorder radius="md" p="md" bg="blue.0" component="section" aria-label="Waitlist">
      <Stack gap={4} align="flex-start">
        <ThemeIcon color="blue.9" variant="filled" radius="xl" aria-hidden="true">
          <IconHourglass size={18} />
        </ThemeIcon>
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          You're number {joined.position} on the waitlist
        </Title>
        <Text size="sm">
          For {peopleCountText(joined.guests)}. We've e-mailed you a private link to see your place
          or leave the line, and we'll e-mail you the moment seats are free for your party.
        </Text>
      </Stack>
    </Paper>
  );
}
