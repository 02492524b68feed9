import { EVENT_FULL_LABEL, isOver, spotsLeft } from '@huddle/domain';
import { Button } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import type { EventView } from './event-types';
import { RsvpForm } from './rsvp-form';
import { useRsvpSubmit } from './rsvp-submit';

/**
 * Spec §4: the RSVP button opens and closes the RSVP form; at 0 spots it reads 'Event Full' and
 * is disabled. A successful RSVP closes the form, which also resets it. An event that is over
 * (a link kept from last week) says so instead of offering a form the server would refuse.
 */
export function RsvpSection({ event }: { event: EventView }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const left = spotsLeft(event);
  const full = left === 0;
  const ended = isOver(event, new Date());
  const closed = full || ended;

  const close = () => {
    setOpen(false);
    // The form's buttons disappear with it: keyboard users continue from the RSVP button.
    buttonRef.current?.focus();
  };
  const { submit, pending } = useRsvpSubmit(event, close);
  const expanded = open && !closed;

  return (
    <>
      <Button
        ref={buttonRef}
        size="md"
        fullWidth
        disabled={closed}
        aria-expanded={expanded}
        aria-controls={expanded ? formId : undefined}
        leftSection={closed ? undefined : <IconTicket size={18} aria-hidden />}
        onClick={() => setOpen((value) => !value)}
      >
        {ended ? 'Event Ended' : full ? EVENT_FULL_LABEL : 'RSVP Now'}
      </Button>
      {expanded && (
        <RsvpForm
          id={formId}
          spotsLeft={left}
          pending={pending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </>
  );
}
