import type { TextareaProps } from '@mantine/core';
import { type BoundProps, TextareaField } from '../../components/form-fields';

/** The game or the program of an event, as the host and edit forms ask it (spec §4). */
export function EventDetailsField<Values>(props: BoundProps<TextareaProps, Values>) {
  return (
    <TextareaField label="Event Details" autosize minRows={2} maxRows={6} required {...props} />
  );
}
