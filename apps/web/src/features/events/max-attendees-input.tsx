import { MAX_ATTENDEES, MIN_ATTENDEES } from '@huddle/domain';
import type { NumberInputProps } from '@mantine/core';
import { WholeNumberInput } from '../../components/form-fields';

/** Max attendees as the host and edit forms ask it (spec §5, §9: a whole number, 1 to 100,000). */
export function MaxAttendeesInput(props: NumberInputProps) {
  return (
    <WholeNumberInput
      label="Max Attendees"
      name="maxAttendees"
      min={MIN_ATTENDEES}
      max={MAX_ATTENDEES}
      required
      {...props}
    />
  );
}
