import {
  describeRecurrence,
  type EditEventFormValues,
  editSeries,
  isValidLocalDate,
  isValidLocalTime,
  isValidTimeZone,
  latestSeriesEnd,
  localToInstant,
} from '@huddle/domain';
import { Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CheckboxField } from '../../components/form-fields';
import type { EditEventForm } from './edit-event-form';
import type { EventView } from './event-types';

type EditSeriesFieldsProps = { form: EditEventForm; event: EventView };

/**
 * How the series reads after the edit, as the server will store it (domain `editSeries`): the
 * weekdays move with the date, so 'Every Sunday' moved to a Monday reads 'Every Monday'. Null
 * while the date or time is incomplete, or when the server would refuse it (the field says why).
 */
function seriesPreview(event: EventView, values: EditEventFormValues): string | null {
  const { date, time, timezone, isRecurring, recurrenceEndDate } = values;
  const zone = timezone ?? event.timezone;
  if (!isValidLocalDate(date) || !isValidLocalTime(time || '12:00') || !isValidTimeZone(zone)) {
    return null;
  }
  const datetime = localToInstant(date, time, zone);
  const end = recurrenceEndDate?.trim();
  const result = editSeries(event, {
    datetime,
    timezone: zone,
    isRecurring,
    recurrenceEndDate: end && isValidLocalDate(end) ? end : undefined,
  });
  if (!result.ok) return null;
  return describeRecurrence({ ...result.series, datetime, timezone: zone }) ?? 'Happens once';
}

/**
 * The edit dialog's part for a recurring event: keep repeating or not, until when, and what the
 * series will be. Moving the date moves the whole series (docs/adr/0028-a-series-stays-whole.md, "A series stays
 * whole"); the end date stays unless changed here.
 */
export function EditSeriesFields({ form, event }: EditSeriesFieldsProps) {
  // The form is uncontrolled: these fields re-render on the changes that alter the series.
  const [values, setValues] = useState(() => form.getValues());
  const refresh = () => setValues(form.getValues());
  form.watch('date', refresh);
  form.watch('time', refresh);
  form.watch('timezone', refresh);
  form.watch('isRecurring', refresh);
  form.watch('recurrenceEndDate', refresh);

  if (values.isRecurring === undefined) return null;
  const repeats = values.isRecurring;
  const date = isValidLocalDate(values.date) ? values.date : undefined;
  const preview = seriesPreview(event, values);

  return (
    <Fieldset legend="Repeats">
      <Stack gap="sm">
        <CheckboxField
          form={form}
          path="isRecurring"
          label="Keep repeating"
          description="Untick to make this a one-off event on the date above."
        />
        <TextInput
          label="Repeats until"
          name="recurrenceEndDate"
          type="date"
          description="The last date of the series. Moving the date above moves the series with it."
          min={date}
          max={date ? latestSeriesEnd(date) : undefined}
          disabled={!repeats}
          key={form.key('recurrenceEndDate')}
          {...form.getInputProps('recurrenceEndDate')}
        />
        {preview && (
          <Text size="sm" aria-live="polite">
            {repeats ? `Repeats: ${preview}` : 'Happens once, on the date above.'}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
