import {
  type ChurchCreateInput,
  churchCreateInput,
  type RegistrationFormValues,
  registrationFormSchema,
  registrationFormToInputs,
} from '@huddle/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { serverMessage } from '../../lib/api-error';
import { showFieldErrors } from '../../lib/form-focus';
import type { Session } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { storePendingChurchId } from '../checkout/pending-church';
import type { RegistrationForm } from './registration-form-values';
import { type RegistrationStep, registrationFieldErrors } from './server-field-errors';

const FALLBACK: Record<RegistrationStep, string> = {
  account: 'Failed to create account',
  church: 'Failed to create church',
};

/**
 * Spec §4 registration flow: create the account (signs in), create the church, then checkout.
 * An account that exists already (signed in, no church yet) skips the first call, so a retry
 * after a failed church step does not try to register the username twice.
 */
export function useRegisterChurch(form: RegistrationForm) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const register = useMutation(trpc.auth.register.mutationOptions());
  const createChurch = useMutation(trpc.churches.create.mutationOptions());

  function fail(error: unknown, step: RegistrationStep) {
    const message = serverMessage(error, FALLBACK[step]);
    showToast({ color: 'red', title: 'Registration Failed', message });
    const fieldErrors = registrationFieldErrors(error, step, message);
    if (Object.keys(fieldErrors).length > 0) {
      showFieldErrors(form, fieldErrors);
    }
  }

  async function submit(values: RegistrationFormValues, needsAccount: boolean) {
    let church: ChurchCreateInput;
    if (needsAccount) {
      const inputs = registrationFormToInputs(registrationFormSchema.parse(values));
      try {
        const { user } = await register.mutateAsync(inputs.account);
        const session: Session = { user, churchUser: null };
        queryClient.setQueryData(trpc.auth.user.queryKey(), session);
      } catch (error) {
        fail(error, 'account');
        return;
      }
      church = inputs.church;
    } else {
      church = churchCreateInput.parse(values);
    }

    let churchId: number;
    try {
      churchId = (await createChurch.mutateAsync(church)).id;
    } catch (error) {
      fail(error, 'church');
      return;
    }
    storePendingChurchId(churchId);
    showToast({
      color: 'green',
      title: 'Church Registered!',
      message: 'One last step: choose your Church Partner plan.',
    });
    await navigate({ to: '/church-checkout', search: { churchId } });
    // The account is now linked to the church: the header and guards should know.
    void queryClient.invalidateQueries(trpc.auth.user.queryFilter());
  }

  return { submit, pending: register.isPending || createChurch.isPending };
}
