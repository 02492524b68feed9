import type { RsvpForm } from '@huddle/domain';
import { useId, useState } from 'react';
import { focusWhenShown } from '../../lib/focus-when-shown';
import type { EventView } from './event-types';

/** What this visitor reserved on this page, and for which date: shown until they leave it. */
export type Reservation = { guest: RsvpForm; date: string | undefined };

type Occurrence = EventView['occurrences'][number];

/**
 * The date the visitor is looking at: the one they picked, else the next; undefined when none is
 * open. Each date of a series has its own seats (the API's `occurrences`).
 */
export function chosenOccurrence(event: EventView, picked: string | null): Occurrence | undefined {
  return event.occurrences.find((occurrence) => occurrence.date === picked) ?? event.occurrences[0];
}

/** Whether the visitor picks a date: a series with more than one date still open. */
export function offersDates(event: EventView): boolean {
  return event.occurrences.length > 1;
}

/**
 * The RSVP's state on the event page, shared by the RSVP section and the phone's sticky bar:
 * whether the form is shown, the date picked, and the reservation made here. The form itself stays mounted while
 * hidden, so what was typed survives closing and reopening it.
 */
export function useRsvpState() {
  const [open, setOpen] = useState(false);
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const formId = useId();
  return { open, setOpen, reservation, setReservation, pickedDate, setPickedDate, formId };
}

export type RsvpState = ReturnType<typeof useRsvpState>;

/**
 * The RSVP form's first field, to bring the reader to it (the sticky bar, reopening), once it is
 * there: the form's code loads when it is first opened (lazy-rsvp-form.ts).
 */
export function focusRsvpForm(formId: string): void {
  focusWhenShown(
    () => document.getElementById(formId)?.querySelector<HTMLElement>('input'),
    (field) => {
      field.scrollIntoView({ block: 'center' });
      field.focus({ preventScroll: true });
    },
  );
}

/** The waitlist's button beside a full date's RSVP button (features/waitlist). */
export function waitlistButtonId(formId: string): string {
  return `${formId}-waitlist`;
}
