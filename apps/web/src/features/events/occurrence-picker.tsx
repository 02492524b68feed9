import { formatDayAndDate } from '@huddle/domain';
import { NativeSelect } from '@mantine/core';
import { spotsLeftText } from './event-counts';
import type { EventView } from './event-types';

/** 'Sun, Mar 2, 2031 · 3 spots left', 'Sun, Mar 9, 2031 · Full': one date of a series. */
export function occurrenceLabel({ date, spotsLeft }: EventView['occurrences'][number]): string {
  return `${formatDayAndDate(date)} · ${spotsLeft === 0 ? 'Full' : spotsLeftText(spotsLeft)}`;
}

type OccurrencePickerProps = {
  event: EventView;
  value: string;
  onChange: (date: string) => void;
};

/**
 * Which date of a series the RSVP is for: each date has its own seats, so a full Sunday leaves
 * the next one open. A native select: a phone shows its own wheel, a keyboard its arrows.
 */
export function OccurrencePicker({ event, value, onChange }: OccurrencePickerProps) {
  return (
    <NativeSelect
      label="Date"
      value={value}
      onChange={(change) => onChange(change.currentTarget.value)}
      data={event.occurrences.map((occurrence) => ({
        value: occurrence.date,
        label: occurrenceLabel(occurrence),
      }))}
    />
  );
}
