import type { RsvpForm, RsvpFormValues } from '@huddle/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appCodeOf, fieldErrorsOf, httpStatusOf, serverMessage } from '../../lib/api-error';
import { withProofOfWork } from '../../lib/proof-of-work';
import { showToast } from '../../lib/toast';
import { trpc, trpcClient } from '../../lib/trpc';
import type { EventView } from './event-types';

export type RsvpFieldErrors = Partial<Record<keyof RsvpFormValues, string>>;

/** How a submission ended: reserved, or refused with the reason (and the fields it concerns). */
export type RsvpOutcome =
  | { ok: true }
  | { ok: false; message: string; fieldErrors: RsvpFieldErrors };

const FALLBACK = 'Something went wrong. Please try again.';
const RSVP_FIELDS: readonly string[] = [
  'attendeeName',
  'attendeeEmail',
  'attendeePhone',
  'numberOfGuests',
  'specialRequests',
];

/** The server's complaints that belong beside one field of the RSVP form. */
export function rsvpFieldErrors(error: unknown, message: string): RsvpFieldErrors {
  const result: RsvpFieldErrors = {};
  for (const [field, text] of Object.entries(fieldErrorsOf(error))) {
    if (RSVP_FIELDS.includes(field)) result[field as keyof RsvpFormValues] = text;
  }
  const code = appCodeOf(error);
  if (code === 'EVENT_FULL' || code === 'NOT_ENOUGH_SPOTS') result.numberOfGuests = message;
  return result;
}

/**
 * Sends an RSVP (spec §5, §7, §8), for `occurrenceDate` of a series (the next when undefined). Lives beside the RSVP button rather than in the form, so a
 * form hidden while the call is out still gets its answer handled. The mail draft to the church
 * is not opened here: the server notifies the church, and the page offers 'Email the church'.
 */
export function useRsvpSubmit(
  event: EventView,
  occurrenceDate: string | undefined,
  onReserved: (guest: RsvpForm) => void,
) {
  const queryClient = useQueryClient();
  const create = useMutation(trpc.rsvps.create.mutationOptions());

  async function submit(guest: RsvpForm): Promise<RsvpOutcome> {
    try {
      // Past its fair share of the date's seats, a connection proves it is a person.
      await withProofOfWork(
        (proofOfWork) =>
          create.mutateAsync({ eventId: event.id, ...guest, occurrenceDate, proofOfWork }),
        () => trpcClient.rsvps.challenge.query({ eventId: event.id }),
      );
    } catch (error) {
      const message = serverMessage(error, FALLBACK);
      showToast({ color: 'red', title: 'RSVP Failed', message });
      // Seats taken meanwhile, or the event gone: the page should show how things stand now.
      const status = httpStatusOf(error);
      if (status === 409 || status === 404) {
        void queryClient.invalidateQueries(trpc.events.pathFilter());
      }
      return { ok: false, message, fieldErrors: rsvpFieldErrors(error, message) };
    }
    showToast({
      color: 'green',
      title: 'RSVP Successful!',
      message:
        'Your spot has been reserved and the church has been notified. See you at the event!',
    });
    onReserved(guest);
    void queryClient.invalidateQueries(trpc.events.pathFilter());
    return { ok: true };
  }

  return { submit, pending: create.isPending };
}
