import {
  type EditEventFormValues,
  editEventFormSchema,
  editEventFormToInput,
  editEventFormValues,
  eventKindOf,
} from '@huddle/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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

/**
 * What the attendees planned around: the day, time and zone, and the series' rule. The server
 * holds the same test (events.service `movesSchedule`).
 */
function scheduleOf(values: EditEventFormValues): string {
  const {
    title,
    description,
    sport,
    gameDetails,
    maxAttendees,
    foodProvided,
    ageGroup,
    imageUrl,
    ...schedule
  } = values;
  return JSON.stringify(schedule);
}

/** Before saving a move: who will be told, as the attendees of the dates still to come. */
function willBeToldOfChange(attendees: number): string {
  return attendees === 1
    ? "The 1 attendee who RSVP'd will be told of the change by e-mail, with an updated calendar file."
    : `The ${attendees} attendees who RSVP'd will be told of the change by e-mail, with an updated calendar file.`;
}

function EditEventForm({ event, onDone }: { event: EventView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const update = useMutation(trpc.events.update.mutationOptions());
  const initialValues = editEventFormValues(event);
  const [moved, setMoved] = useState(false);
  const form = useForm<EditEventFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate: validateEditEvent,
    onValuesChange: (values) => setMoved(scheduleOf(values) !== scheduleOf(initialValues)),
  });
  const attendees = (event.owner?.upcomingRsvps ?? []).reduce((sum, d) => sum + d.rsvps, 0);

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
        {moved && attendees > 0 && (
          <Text size="sm" c="gray.8" role="status">
            {willBeToldOfChange(attendees)}
          </Text>
        )}
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
