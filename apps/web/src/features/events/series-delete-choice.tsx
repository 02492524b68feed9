import { formatEventDateTime, localDateOf, nextOccurrence } from '@huddle/domain';
import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import type { EventTiming } from './event-when';

/** What the delete dialog removes: one date of a series, or the event (the whole series). */
export type DeleteScope = 'date' | 'series';

/**
 * The date a recurring event's delete dialog offers to cancel alone: its next date not yet
 * begun (never a cancelled one), as the local day the API takes and the words people read.
 * Null for a one-off event or a series with nothing left to come.
 */
export function cancellableDate(
  event: EventTiming,
  now: Date = new Date(),
): { date: string; label: string } | null {
  if (!event.isRecurring || event.recurrencePattern === 'none') return null;
  const next = nextOccurrence(event, now);
  if (!next) return null;
  return {
    date: localDateOf(next, event.timezone),
    label: formatEventDateTime(next, event.timezone).date,
  };
}

/**
 * The delete dialog's choice for a recurring event. Each opening starts on the milder 'Only this
 * date'; the date follows the event, so a date just cancelled is never offered again.
 */
export function useDeleteScope(event: EventTiming, opened: boolean) {
  const [scope, setScope] = useState<DeleteScope>('date');
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    // Adjusting state to a changed prop during render, as React recommends over an effect.
    setWasOpened(opened);
    if (opened) setScope('date');
  }
  const occurrence = cancellableDate(event);
  return { occurrence, scope, setScope, onlyDate: occurrence !== null && scope === 'date' };
}

type SeriesDeleteChoiceProps = {
  label: string;
  value: DeleteScope;
  onChange: (scope: DeleteScope) => void;
  disabled?: boolean;
};

/** 'Only this date (…)' or 'The whole series': radio buttons, so arrow keys move between them. */
export function SeriesDeleteChoice({ label, value, onChange, disabled }: SeriesDeleteChoiceProps) {
  return (
    <Radio.Group
      label="This event repeats. What should be deleted?"
      name="deleteScope"
      value={value}
      onChange={(next) => onChange(next === 'series' ? 'series' : 'date')}
    >
      <Stack gap="sm" mt="xs">
        <Radio
          value="date"
          label={`Only this date (${label})`}
          description="The other dates and everyone's RSVPs stay."
          disabled={disabled}
        />
        <Radio
          value="series"
          label="The whole series"
          description="Every date goes, with all RSVPs. This cannot be undone."
          disabled={disabled}
        />
      </Stack>
    </Radio.Group>
  );
}
