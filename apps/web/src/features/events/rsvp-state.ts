import type { RsvpForm } from '@huddle/domain';
import { useId, useState } from 'react';

/** What this visitor reserved on this page: shown until they leave it. */
export type Reservation = { guest: RsvpForm };

/**
 * The RSVP's state on the event page, shared by the RSVP section and the phone's sticky bar:
 * whether the form is shown, and the reservation made here. The form itself stays mounted while
 * hidden, so what was typed survives closing and reopening it.
 */
export function useRsvpState() {
  const [open, setOpen] = useState(false);
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const formId = useId();
  return { open, setOpen, reservation, setReservation, formId };
}

export type RsvpState = ReturnType<typeof useRsvpState>;

/** The RSVP form's first field, to bring the reader to it (the sticky bar, reopening). */
export function focusRsvpForm(formId: string): void {
  const field = document.getElementById(formId)?.querySelector<HTMLElement>('input');
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}
