import { useQueryClient } from '@tanstack/react-query';
import { appCodeOf, fieldErrorsOf, httpStatusOf } from '../../lib/api-error';
import { showFailure, showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** Which board a post goes to, and the words of spec §8 for its failure. */
export const POST_KINDS = {
  offers: {
    noun: 'offer',
    failed: 'Failed to create support offer',
    created: 'Support Offer Posted!',
  },
  requests: {
    noun: 'request',
    failed: 'Failed to create support request',
    created: 'Support Request Posted!',
  },
} as const;
export type PostKind = keyof typeof POST_KINDS;

/** Spec §8: 403 SUBSCRIPTION_REQUIRED, and the create failures with the server's reason. */
function showCreateFailure(kind: PostKind, error: unknown) {
  if (httpStatusOf(error) === 403 && appCodeOf(error) === 'SUBSCRIPTION_REQUIRED') {
    showToast({
      color: 'yellow',
      title: 'Subscription Required',
      message: 'Please complete your Church Partner subscription to offer or request support',
    });
    return;
  }
  showFailure(POST_KINDS[kind].failed, error);
}

function showCreated(kind: PostKind) {
  showToast({
    color: 'green',
    title: POST_KINDS[kind].created,
    message: 'Partner churches can see it on the Sports Mission board now.',
  });
}

/** After a post is created or closed, every board is read again. */
export function useRefreshBoards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.support.pathFilter());
}

/**
 * What both create modals do when the server answers: on success the toast, every board read
 * again, the form emptied and closed; on failure the §8 toast and the server's field errors.
 */
export function usePostOutcome(
  kind: PostKind,
  form: { reset: () => void; setErrors: (errors: Record<string, string>) => void },
  onClose: () => void,
) {
  const refresh = useRefreshBoards();
  return {
    onSuccess: () => {
      showCreated(kind);
      void refresh();
      form.reset();
      onClose();
    },
    onError: (error: unknown) => {
      showCreateFailure(kind, error);
      form.setErrors(fieldErrorsOf(error));
    },
  };
}
