import { type ChurchEditFormValues, churchEditFormSchema } from '@huddle/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { serverMessage } from '../../lib/api-error';
import { showFieldErrors } from '../../lib/form-focus';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { type ChurchEditForm, churchEditFieldErrors } from './edit-church-values';

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * Saves the edit page (spec §7 PUT /api/churches/{id}) and goes to /analytics (§2). Every cached
 * church and event is refreshed, so the change shows at once on the church's events.
 */
export function useUpdateChurch(churchId: number, form: ChurchEditForm) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const update = useMutation(trpc.churches.update.mutationOptions());

  function submit(values: ChurchEditFormValues) {
    const parsed = churchEditFormSchema.parse(values);
    update.mutate(
      { ...parsed, id: churchId },
      {
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
          // Spec §8: an update failure says 'Update Failed' with the server's words.
          const message = serverMessage(error, FALLBACK);
          showToast({ color: 'red', title: 'Update Failed', message });
          const fieldErrors = churchEditFieldErrors(error, message);
          if (Object.keys(fieldErrors).length > 0) {
            showFieldErrors(form, fieldErrors);
          }
        },
      },
    );
  }

  return { submit, pending: update.isPending };
}
