import { TIME_ZONES, timeZoneLabel } from '@huddle/domain';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { TextField } from '../../components/form-fields';
import { TimeZoneField } from '../events/event-kind-fields';
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
          <TextField form={form} path="date" type="date" label="Date" required />
          <TextField
            form={form}
            path="time"
            type="time"
            label="Time"
            description={`${timeZoneLabel(form.values.timezone ?? '')} time (change the zone below)`}
            required
          />
        </SimpleGrid>
        <TimeZoneField form={form} data={TIME_ZONE_OPTIONS} />
        <RecurrenceFields form={form} />
      </Stack>
    </Fieldset>
  );
}
