import {
  DAY_OF_WEEK_OPTIONS,
  type DayOfWeek,
  dayOfWeekOf,
  describeRecurrence,
  isValidLocalDate,
  isValidLocalTime,
  localToInstant,
  RECURRENCE_PATTERNS,
  type RecurrencePattern,
  recurrencePatternForCheckbox,
} from '@huddle/domain';
import {
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { HostEventForm } from './host-event-form-values';

type RecurrenceFieldsProps = { form: HostEventForm };

const PATTERN_LABELS: Record<RecurrencePattern, string> = {
  none: 'Does not repeat',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};
const PATTERN_OPTIONS = RECURRENCE_PATTERNS.filter((p) => p !== 'none').map((value) => ({
  value,
  label: PATTERN_LABELS[value],
}));

/**
 * The days a weekly series starts with: those chosen, else the first event's own day, which the
 * series must include anyway (domain `checkRecurrence`).
 */
function weeklyDays(form: HostEventForm): DayOfWeek[] {
  const { date, recurrenceDaysOfWeek } = form.getValues();
  if (recurrenceDaysOfWeek && recurrenceDaysOfWeek.length > 0) return recurrenceDaysOfWeek;
  return isValidLocalDate(date) ? [dayOfWeekOf(date)] : [];
}

/** 'Every Sunday until May 31, 2026' for what is filled in so far, or null. */
function preview(form: HostEventForm): string | null {
  const v = form.values;
  if (!isValidLocalDate(v.date) || !isValidLocalTime(v.time)) return null;
  return describeRecurrence({
    datetime: localToInstant(v.date, v.time, v.timezone),
    timezone: v.timezone,
    isRecurring: v.isRecurring,
    recurrencePattern: v.recurrencePattern,
    recurrenceEndDate: v.recurrenceEndDate,
    recurrenceDaysOfWeek: v.recurrenceDaysOfWeek,
  });
}

/** Spec §4 and §5: the checkbox on means weekly; an end date, and days for weekly, are needed. */
export function RecurrenceFields({ form }: RecurrenceFieldsProps) {
  const { isRecurring, recurrencePattern, date } = form.values;
  const summary = isRecurring ? preview(form) : null;

  return (
    <Stack gap="sm">
      <Checkbox
        label="Recurring event"
        description="Repeats daily, weekly or monthly until an end date"
        name="isRecurring"
        checked={isRecurring}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          const recurrencePattern = recurrencePatternForCheckbox(checked);
          form.setValues({
            isRecurring: checked,
            recurrencePattern,
            ...(recurrencePattern === 'weekly' && { recurrenceDaysOfWeek: weeklyDays(form) }),
          });
        }}
      />
      {isRecurring && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect
                label="Repeats"
                name="recurrencePattern"
                data={PATTERN_OPTIONS}
                required
                {...form.getInputProps('recurrencePattern')}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  const pattern = RECURRENCE_PATTERNS.find((p) => p === value) ?? 'none';
                  form.setValues({
                    recurrencePattern: pattern,
                    ...(pattern === 'weekly' && { recurrenceDaysOfWeek: weeklyDays(form) }),
                  });
                }}
              />
              <TextInput
                type="date"
                label="End Date"
                name="recurrenceEndDate"
                description="The last day it happens"
                min={isValidLocalDate(date) ? date : undefined}
                required
                {...form.getInputProps('recurrenceEndDate')}
              />
            </SimpleGrid>
            {recurrencePattern === 'weekly' && (
              <Checkbox.Group<DayOfWeek>
                label="Repeat On"
                description="Include the day of the first event"
                required
                {...form.getInputProps('recurrenceDaysOfWeek')}
              >
                <Group gap="md" mt={6}>
                  {DAY_OF_WEEK_OPTIONS.map((day) => (
                    <Checkbox
                      key={day.value}
                      value={day.value}
                      label={day.label}
                      name="recurrenceDaysOfWeek"
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
            {summary && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {summary}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
