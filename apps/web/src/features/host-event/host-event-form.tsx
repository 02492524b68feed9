import { type HostEventFormValues, timeZoneForState } from '@huddle/domain';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormActions } from '../../components/form-actions';
import { focusFirstError } from '../../lib/form-focus';
import { trpc } from '../../lib/trpc';
import { EventBasicsFields } from './event-basics-fields';
import {
  type HostEventForm as HostEventFormApi,
  hostEventInitialValues,
  validateHostEvent,
} from './host-event-form-values';
import { HostingFields } from './hosting-fields';
import { ScheduleFields } from './schedule-fields';
import { type CreatedEvent, useHostEvent } from './use-host-event';

type HostEventFormProps = {
  churchId: number;
  onCreated: (event: CreatedEvent) => void;
};

/** Spec §2 /host-event: the event, when it happens, and how it is hosted. */
export function HostEventForm({ churchId, onCreated }: HostEventFormProps) {
  // Controlled: the sport list, the recurrence block and its preview follow what is chosen.
  const form = useForm<HostEventFormValues>({
    mode: 'controlled',
    initialValues: hostEventInitialValues(churchId),
    validate: validateHostEvent,
  });
  const { submit, pending } = useHostEvent(form, onCreated);
  useChurchTimeZone(form, churchId);

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="lg">
        <EventBasicsFields form={form} />
        <ScheduleFields form={form} />
        <HostingFields form={form} churchId={churchId} />
        <FormActions
          cancelTo="/events"
          pending={pending}
          label="Create Event"
          pendingLabel="Creating..."
        />
      </Stack>
    </form>
  );
}

/**
 * The zone starts on the church's own (from its state): a church in Boulder that types 7:00 PM
 * means 7 PM in Boulder. Once the official picks a zone, it is theirs.
 */
function useChurchTimeZone(form: HostEventFormApi, churchId: number) {
  const church = useQuery(trpc.churches.byId.queryOptions({ id: churchId }));
  const state = church.data?.state;
  useEffect(() => {
    if (!state || form.isTouched('timezone')) return;
    const zone = timeZoneForState(state);
    if (form.getValues().timezone !== zone) form.setFieldValue('timezone', zone);
  }, [state, form]);
}
