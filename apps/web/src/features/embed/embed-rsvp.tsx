import { MAX_PARTY_SIZE, spotsLeft } from '@huddle/domain';
import { Stack } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { focusWhenShown } from '../../lib/focus-when-shown';
import type { EventView } from '../events/event-types';
import { RsvpForm } from '../events/lazy-rsvp-form';
import { OccurrencePicker } from '../events/occurrence-picker';
import { rememberRsvp } from '../events/remembered-rsvps';
import { chosenOccurrence, offersDates, type Reservation } from '../events/rsvp-state';
import { useRsvpSubmit } from '../events/rsvp-submit';
import { YouAreGoing } from '../events/you-are-going';
import { JoinWaitlist } from '../waitlist/join-waitlist';

type EmbedRsvpProps = {
  event: EventView;
  /** False while the dialog is closing: nothing takes focus in it any more. */
  open: boolean;
  onClose: () => void;
};

/**
 * The RSVP as the event page takes it, inside the framed page's dialog: the date of a series, the
 * form (open at once: opening the dialog was the visitor's choice), the waitlist of a full date or
 * for a party larger than the seats left, then "You're going!". Calls go to Huddle's own origin
 * from its own page, so the site around the frame sees none of it, and no cookie is involved.
 */
export function EmbedRsvp({ event, open, onClose }: EmbedRsvpProps) {
  const formId = useId();
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const occurrence = chosenOccurrence(event, pickedDate);
  const date = offersDates(event) ? occurrence?.date : undefined;
  const left = occurrence ? occurrence.spotsLeft : spotsLeft(event);
  const { submit, pending } = useRsvpSubmit(event, date, (guest) => {
    setReservation({ guest, date });
    rememberRsvp({ eventId: event.id, date, people: guest.numberOfGuests });
  });

  // The form's code loads with the dialog: its first field takes focus once it is there, unless
  // the dialog was closed meanwhile (its focus has gone back to the button that opened it). After
  // a task: the dialog's focus trap puts focus on its first control a task after opening, and the
  // field must come after that, not before.
  const wantsForm = open && left > 0;
  useEffect(() => {
    if (!wantsForm) return;
    let waiting = true;
    focusWhenShown(
      () => (waiting ? document.getElementById(formId)?.querySelector('input') : undefined),
      (field) => setTimeout(() => waiting && field.focus()),
    );
    return () => {
      waiting = false;
    };
  }, [formId, wantsForm]);

  if (reservation) {
    return <YouAreGoing id={`${formId}-done`} event={event} reservation={reservation} />;
  }
  return (
    <Stack gap="sm">
      {offersDates(event) && occurrence && (
        <OccurrencePicker event={event} value={occurrence.date} onChange={setPickedDate} />
      )}
      {left > 0 && (
        <RsvpForm
          id={formId}
          spotsLeft={left}
          pending={pending}
          hidden={false}
          onSubmit={submit}
          onHide={onClose}
        />
      )}
      {!event.owner && left < MAX_PARTY_SIZE && (
        <JoinWaitlist
          key={occurrence?.date}
          event={event}
          date={date}
          spotsLeft={left}
          waitingCount={occurrence?.waitingCount ?? event.waitingCount}
        />
      )}
    </Stack>
  );
}
