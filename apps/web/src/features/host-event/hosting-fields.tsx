import { AGE_GROUPS } from '@huddle/domain';
import { Checkbox, Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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
          <NativeSelect
            label="Host Church"
            name="churchId"
            data={churchOptions}
            required
            {...form.getInputProps('churchId')}
          />
          <MaxAttendeesInput {...form.getInputProps('maxAttendees')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Age Group"
            name="ageGroup"
            data={AGE_GROUP_OPTIONS}
            required
            {...form.getInputProps('ageGroup')}
          />
          <TextInput
            label="Image URL"
            name="imageUrl"
            description="Optional: otherwise the sport's picture is shown"
            inputMode="url"
            placeholder="https://…"
            {...form.getInputProps('imageUrl')}
          />
        </SimpleGrid>
        <Checkbox
          label="Food and refreshments provided"
          name="foodProvided"
          {...form.getInputProps('foodProvided', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
