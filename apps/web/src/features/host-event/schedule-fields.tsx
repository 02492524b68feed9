import { TIME_ZONES, timeZoneLabel } from '@huddle/domain';
import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { HostEventForm } from './host-event-form-values';
import { RecurrenceFields } from './recurrence-fields';

type ScheduleFieldsProps = { form: HostEventForm };

const TIME_ZONE_OPTIONS = TIME_ZONES.map((zone) => ({
  value: zone.value,
  label: `${zone.label} (${zone.value.replace(/_/g, ' ')})`,
}));

/**
 * When: the native date and time pickers suit phones and keyboards alike; the zone says how to
 * read them (the event is stored as an instant).
 */
export function ScheduleFields({ form }: ScheduleFieldsProps) {
  return (
    <Fieldset legend="When" radius="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="date"
            label="Date"
            name="date"
            required
            {...form.getInputProps('date')}
          />
          <TextInput
            type="time"
            label="Time"
            name="time"
            description={`${timeZoneLabel(form.values.timezone ?? '')} time (change the zone below)`}
            required
            {...form.getInputProps('time')}
          />
        </SimpleGrid>
        <NativeSelect
          label="Time Zone"
          name="timezone"
          data={TIME_ZONE_OPTIONS}
          required
          {...form.getInputProps('timezone')}
        />
        <RecurrenceFields form={form} />
      </Stack>
    </Fieldset>
  );
}
