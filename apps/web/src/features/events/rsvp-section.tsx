import { EVENT_FULL_LABEL, isOver, MAX_PARTY_SIZE, rsvpDateOf, spotsLeft } from '@huddle/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconCalendarOff, IconChevronUp, IconTicket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { JoinWaitlist } from '../waitlist/join-waitlist';
import { EVENT_ENDED_TEXT } from './event-counts';
import type { EventView } from './event-types';
import { RsvpForm } from './lazy-rsvp-form';
import { OccurrencePicker } from './occurrence-picker';
import { RememberedGoing } from './remembered-going';
import { forgetRsvp, type RememberedRsvp, rememberedRsvps, rememberRsvp } from './remembered-rsvps';
import {
  chosenOccurrence,
  focusRsvpForm,
  offersDates,
  type RsvpState,
  waitlistButtonId,
} from './rsvp-state';
import { useRsvpSubmit } from './rsvp-submit';
import { YouAreGoing } from './you-are-going';

type RsvpSectionProps = { event: EventView; state: RsvpState };

/** Whether a remembered RSVP's date is still to come (a one-off event's: the event's). */
function isOn(event: EventView) {
  const now = new Date();
  return (date: string | undefined) => rsvpDateOf(event, date, now).ok;
}

/**
 * Spec §4: the RSVP button opens and closes the RSVP form (it reads 'Hide RSVP form' while the
 * form is open); at 0 spots it reads 'Event Full' and is disabled. Hiding keeps what was typed.
 * A successful RSVP closes and resets the form, and the section then shows that this visitor is
 * going. An event that is over says so, with no RSVP button and no form the server would refuse. A
 * series first asks which date: the button, the form's limit and the RSVP are that date's.
 * A full date (or a party too large for it) offers visitors its waitlist.
 */
export function RsvpSection({ event, state }: RsvpSectionProps) {
  const { open, setOpen, reservation, setReservation, pickedDate, setPickedDate, formId } = state;
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A series: the seats of the date picked (each date has its own).
  const occurrence = chosenOccurrence(event, pickedDate);
  const picking = offersDates(event);
  const left = occurrence ? occurrence.spotsLeft : spotsLeft(event);
  const full = left === 0;
  const ended = isOver(event, new Date());
  const closed = full || ended;

  const hide = () => {
    setOpen(false);
    // The form's buttons disappear with it: keyboard users continue from the RSVP button.
    buttonRef.current?.focus();
  };
  const date = picking ? occurrence?.date : undefined;
  // Read after the page comes alive: the server-rendered page knows nothing of this device.
  const [remembered, setRemembered] = useState<RememberedRsvp[]>([]);
  useEffect(() => setRemembered(rememberedRsvps(event.id, isOn(event))), [event]);
  const { submit, pending } = useRsvpSubmit(event, date, (guest) => {
    setOpen(false);
    setReservation({ guest, date });
    rememberRsvp({ eventId: event.id, date, people: guest.numberOfGuests });
  });
  // What this device RSVP'd for before, beside the reservation just made.
  const earlier = remembered.filter((entry) => !reservation || entry.date !== reservation.date);
  const expanded = open && !closed;
  // The form (five inputs, its validation) is made on first opening, not with the page: most
  // visitors only read, and a hidden form still cost the page's start on a slow phone. Once made
  // it stays, hidden when closed, so what was typed survives.
  const [formMade, setFormMade] = useState(false);
  if (expanded && !formMade) setFormMade(true);

  return (
    <>
      {earlier.length > 0 && (
        <RememberedGoing
          event={event}
          remembered={earlier}
          onForget={(entry) => {
            forgetRsvp(entry);
            setRemembered(rememberedRsvps(event.id, isOn(event)));
          }}
        />
      )}
      {reservation && (
        <YouAreGoing
          // A new reservation (someone else's) is announced and focused again.
          key={reservation.guest.attendeeEmail}
          id={`${formId}-done`}
          event={event}
          reservation={reservation}
          onAnother={
            closed || expanded
              ? undefined
              : () => {
                  setOpen(true);
                  requestAnimationFrame(() => focusRsvpForm(formId));
                }
          }
        />
      )}
      {!reservation && picking && occurrence && (
        <OccurrencePicker event={event} value={occurrence.date} onChange={setPickedDate} />
      )}
      {!reservation && ended && (
        <Group gap="xs" justify="center" wrap="nowrap">
          <IconCalendarOff size={20} aria-hidden />
          <Text fw={600}>{EVENT_ENDED_TEXT}</Text>
        </Group>
      )}
      {!reservation && !ended && (
        <Button
          ref={buttonRef}
          size="md"
          fullWidth
          disabled={closed}
          variant={expanded ? 'light' : 'filled'}
          aria-expanded={expanded}
          aria-controls={closed || !formMade ? undefined : formId}
          leftSection={
            closed ? undefined : expanded ? (
              <IconChevronUp size={18} aria-hidden />
            ) : (
              <IconTicket size={18} aria-hidden />
            )
          }
          onClick={() => setOpen((value) => !value)}
        >
          {full ? EVENT_FULL_LABEL : expanded ? 'Hide RSVP form' : 'RSVP Now'}
        </Button>
      )}
      {!closed && formMade && (
        <RsvpForm
          id={formId}
          spotsLeft={left}
          pending={pending}
          hidden={!expanded}
          onSubmit={submit}
          onHide={
            reservation
              ? () => {
                  setOpen(false);
                  document.getElementById(`${formId}-done`)?.focus();
                }
              : hide
          }
        />
      )}
      {/* Visitors queue for a full date, or for more seats than it has left; not its church. */}
      {!reservation && !ended && !event.owner && (full || (expanded && left < MAX_PARTY_SIZE)) && (
        <JoinWaitlist
          key={occurrence?.date}
          event={event}
          date={date}
          spotsLeft={left}
          waitingCount={occurrence?.waitingCount ?? event.waitingCount}
          buttonId={waitlistButtonId(formId)}
        />
      )}
    </>
  );
}
