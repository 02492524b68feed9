import type { HostEventFormValues } from '@huddle/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ButtonLink } from '../../components/links';
import { focusFirstError } from '../../lib/form-focus';
import { EventBasicsFields } from './event-basics-fields';
import { hostEventInitialValues, validateHostEvent } from './host-event-form-values';
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

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="lg">
        <EventBasicsFields form={form} />
        <ScheduleFields form={form} />
        <HostingFields form={form} churchId={churchId} />
        <Group justify="flex-end" gap="sm">
          <ButtonLink to="/events" variant="default" size="md">
            Cancel
          </ButtonLink>
          <Button type="submit" size="md" disabled={pending}>
            {pending ? 'Creating...' : 'Create Event'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
