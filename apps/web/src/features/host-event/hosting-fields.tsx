import { AGE_GROUPS } from '@huddle/domain';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CheckboxField, ImageUrlField, SelectField } from '../../components/form-fields';
import { trpc } from '../../lib/trpc';
import { MaxAttendeesInput } from '../events/max-attendees-input';
import type { HostEventForm } from './host-event-form-values';

type HostingFieldsProps = {
  form: HostEventForm;
  /** The official's own church: the only one they may host for. */
  churchId: number;
};

const AGE_GROUP_OPTIONS = AGE_GROUPS.map((group) => ({ value: group.value, label: group.label }));

/** Where and for whom: host church, capacity, audience, picture and food. */
export function HostingFields({ form, churchId }: HostingFieldsProps) {
  const church = useQuery(trpc.churches.byId.queryOptions({ id: churchId }));
  const churchOptions = [
    { value: '', label: 'Select the host church' },
    { value: String(churchId), label: church.data?.name ?? 'Your church' },
  ];

  return (
    <Fieldset legend="Hosting" radius="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectField
            form={form}
            path="churchId"
            label="Host Church"
            data={churchOptions}
            required
          />
          <MaxAttendeesInput {...form.getInputProps('maxAttendees')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectField
            form={form}
            path="ageGroup"
            label="Age Group"
            data={AGE_GROUP_OPTIONS}
            required
          />
          <ImageUrlField
            form={form}
            path="imageUrl"
            label="Image URL"
            description="Optional: otherwise the sport's picture is shown"
          />
        </SimpleGrid>
        <CheckboxField form={form} path="foodProvided" label="Food and refreshments provided" />
        <CheckboxField
          form={form}
          path="remindersEnabled"
          label="Remind attendees a day and two hours before"
          description="With a link that gives their seats back if they can't come"
        />
      </Stack>
    </Fieldset>
  );
}
