import { type ChurchEditFormValues, churchEditFormSchema } from '@huddle/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { serverMessage } from '../../lib/api-error';
import { showFieldErrors } from '../../lib/form-focus';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import {
  type Church,
  type ChurchEditForm,
  churchEditFieldErrors,
  churchUpdateOf,
} from './edit-church-values';

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * Saves the edit page (PUT /api/churches/{id}) and goes to /analytics (§2). Every cached church
 * and event is refreshed, so a new name or photo shows at once on the directory, the church's page
 * and its events.
 */
export function useUpdateChurch(church: Church, form: ChurchEditForm) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const update = useMutation(trpc.churches.update.mutationOptions());

  function submit(values: ChurchEditFormValues) {
    update.mutate(churchUpdateOf(church, churchEditFormSchema.parse(values)), {
      onSuccess: async () => {
        showToast({
          color: 'green',
          title: 'Church Updated!',
          message: 'Your church information has been saved.',
        });
        await Promise.all([
          queryClient.invalidateQueries(trpc.churches.pathFilter()),
          queryClient.invalidateQueries(trpc.events.pathFilter()),
        ]);
        await navigate({ to: '/analytics' });
      },
      onError: (error) => {
        // Spec §8: an update failure says 'Update Failed' with the server's words, which a 409
        // or a refused field also puts beside the field it names, focused.
        showToast({
          color: 'red',
          title: 'Update Failed',
          message: serverMessage(error, FALLBACK),
        });
        const fieldErrors = churchEditFieldErrors(error);
        if (Object.keys(fieldErrors).length > 0) showFieldErrors(form, fieldErrors);
      },
    });
  }

  return { submit, pending: update.isPending };
}
