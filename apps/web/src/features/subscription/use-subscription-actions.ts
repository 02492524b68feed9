import type { BillingPeriod } from '@huddle/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { longDate, planName } from './subscription-format';

const FAILED = 'The change could not be made. Please try again.';

/** Plan switch, cancel and resume, each saying what happened and refreshing what is shown. */
export function useSubscriptionActions(churchId: number) {
  const queryClient = useQueryClient();
  const options = {
    onSuccess: () => queryClient.invalidateQueries(trpc.billing.pathFilter()),
    onError: (error: unknown) =>
      showToast({ color: 'red', title: 'Subscription', message: serverMessage(error, FAILED) }),
  };
  const changePlan = useMutation(trpc.billing.changePlan.mutationOptions(options));
  const cancel = useMutation(trpc.billing.cancel.mutationOptions(options));
  const resume = useMutation(trpc.billing.resume.mutationOptions(options));
  const done = (message: string) => showToast({ color: 'green', title: 'Subscription', message });

  return {
    pending: changePlan.isPending || cancel.isPending || resume.isPending,
    switchTo: (plan: BillingPeriod) =>
      changePlan.mutateAsync({ churchId, plan }).then(
        () => done(`You are now on the ${planName(plan).toLowerCase()} plan.`),
        () => undefined,
      ),
    cancel: () =>
      cancel.mutateAsync({ churchId }).then(
        (status) =>
          done(
            status.cancelAt
              ? `Your subscription is cancelled and ends on ${longDate(status.cancelAt)}.`
              : 'Your subscription is cancelled.',
          ),
        () => undefined,
      ),
    resume: () =>
      resume.mutateAsync({ churchId }).then(
        () => done('Your subscription is resumed and renews as before.'),
        () => undefined,
      ),
  };
}
