import {
  type HostEventFormValues,
  hostEventFormSchema,
  hostEventFormToInput,
} from '@huddle/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { appCodeOf, fieldErrorsOf, httpStatusOf, serverMessage } from '../../lib/api-error';
import { showFieldErrors } from '../../lib/form-focus';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import {
  showAuthenticationRequired,
  showCreateFailed,
  showEventCreated,
  showSubscriptionRequired,
} from './create-event-toasts';
import { type HostEventForm, hostEventFieldErrors } from './host-event-form-values';

/** What the hosting church gets back: the event with its owner block. */
export type CreatedEvent = RouterOutputs['events']['create'];

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * Spec §4 event creation: the form's values become the create payload (local date and time read
 * in the chosen zone); failures get the spec §8 toasts and server field errors land on fields.
 */
export function useHostEvent(form: HostEventForm, onCreated: (event: CreatedEvent) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const create = useMutation(trpc.events.create.mutationOptions());

  function fail(error: unknown) {
    const status = httpStatusOf(error);
    if (status === 403 && appCodeOf(error) === 'SUBSCRIPTION_REQUIRED') {
      showSubscriptionRequired({
        href: router.buildLocation({ to: '/church-checkout' }).href,
        go: () => void navigate({ to: '/church-checkout' }),
      });
      return;
    }
    if (status === 401) {
      const login = { to: '/login', search: { redirect: '/host-event' } } as const;
      showAuthenticationRequired({
        href: router.buildLocation(login).href,
        go: async () => {
          // The cached session still says "signed in", and /login sends a signed-in user home.
          await queryClient.invalidateQueries(trpc.auth.user.queryFilter());
          await navigate(login);
        },
      });
      return;
    }
    showCreateFailed(serverMessage(error, FALLBACK));
    const fieldErrors = hostEventFieldErrors(fieldErrorsOf(error));
    if (Object.keys(fieldErrors).length > 0) {
      showFieldErrors(form, fieldErrors);
    }
  }

  function submit(values: HostEventFormValues) {
    const parsed = hostEventFormSchema.parse(values);
    create.mutate(hostEventFormToInput(parsed), {
      onSuccess: (event) => {
        void queryClient.invalidateQueries(trpc.events.pathFilter());
        showEventCreated(parsed.eventKind === 'watch_party');
        onCreated(event);
      },
      onError: fail,
    });
  }

  return { submit, pending: create.isPending };
}
