import {
  type EditEventFormValues,
  editEventFormSchema,
  editEventFormToInput,
  editEventFormValues,
  eventKindOf,
} from '@huddle/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../lib/api-error';
import { focusFirstError, showFieldErrors } from '../../lib/form-focus';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { EditEventFields } from './edit-event-fields';
import { editEventFieldErrors, validateEditEvent } from './edit-event-form';
import { EditSeriesFields } from './edit-series-fields';
import type { EventView } from './event-types';

type EditEventDialogProps = { event: EventView; opened: boolean; onClose: () => void };

/** Spec §2: the owner's edit dialog; full screen on a phone. */
export function EditEventDialog({ event, opened, onClose }: EditEventDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit Event"
      size="lg"
      fullScreen={phone}
      // The opener (the owner's menu) puts focus back on its button: the menu item is gone.
      returnFocus={false}
    >
      {/* Mounted only while open: each opening starts from the event as it is now. */}
      <EditEventForm event={event} onDone={onClose} />
    </Modal>
  );
}

function EditEventForm({ event, onDone }: { event: EventView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const update = useMutation(trpc.events.update.mutationOptions());
  const form = useForm<EditEventFormValues>({
    mode: 'uncontrolled',
    initialValues: editEventFormValues(event),
    validate: validateEditEvent,
  });

  const save = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(editEventFormToInput(event.id, editEventFormSchema.parse(values)));
    } catch (error) {
      const message = serverMessage(error, 'Something went wrong. Please try again.');
      showToast({ color: 'red', title: 'Update Failed', message });
      const errors = editEventFieldErrors(error, message);
      showFieldErrors(form, errors);
      return;
    }
    showToast({
      color: 'green',
      title: 'Event Updated!',
      message: 'Your watch party has been successfully updated.',
    });
    onDone();
    void queryClient.invalidateQueries(trpc.events.pathFilter());
  }, focusFirstError);

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="lg">
        <EditEventFields form={form} kind={eventKindOf(event.sport)} />
        <EditSeriesFields form={form} event={event} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
