import { formatDayAndDate } from '@huddle/domain';
import { NativeSelect } from '@mantine/core';
import { useEffect, useRef } from 'react';
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
  const select = useRef<HTMLSelectElement>(null);
  // A date picked on the server-rendered page before it came alive is the visitor's choice: kept,
  // not reset to the next date (the select is uncontrolled for that reason).
  useEffect(() => {
    const picked = select.current?.value;
    if (picked && picked !== value) onChange(picked);
  }, [onChange, value]);
  return (
    <NativeSelect
      ref={select}
      label="Date"
      defaultValue={value}
      onChange={(change) => onChange(change.currentTarget.value)}
      data={event.occurrences.map((occurrence) => ({
        value: occurrence.date,
        label: occurrenceLabel(occurrence),
      }))}
    />
  );
}
