import { AGE_GROUPS, type EventKind, sportOptionsFor, TIME_ZONES } from '@huddle/domain';
import { SimpleGrid, Stack } from '@mantine/core';
import {
  CheckboxField,
  DescriptionField,
  ImageUrlField,
  SelectField,
  TextField,
} from '../../components/form-fields';
import { countInputProps } from '../../lib/count-input';
import type { EditEventForm } from './edit-event-form';
import { EventDetailsField } from './event-details-field';
import { SportField, TimeZoneField } from './event-kind-fields';
import { MaxAttendeesInput } from './max-attendees-input';

const TIME_ZONE_OPTIONS = TIME_ZONES.map((zone) => ({ value: zone.value, label: zone.label }));
const AGE_GROUP_OPTIONS = AGE_GROUPS.map((group) => ({ value: group.value, label: group.label }));

type EditEventFieldsProps = { form: EditEventForm; kind: EventKind };

/** Spec §3 edit event form. Native selects: the phone's own picker, type-to-jump on a keyboard. */
export function EditEventFields({ form, kind }: EditEventFieldsProps) {
  const watchParty = kind === 'watch_party';
  const sportOptions = [
    { value: '', label: watchParty ? 'Choose a sport' : 'Choose an event type' },
    ...sportOptionsFor(kind).map((value) => ({ value, label: value })),
  ];

  return (
    <Stack gap="md">
      <TextField form={form} path="title" label="Title" data-autofocus required />
      <SportField form={form} data={sportOptions} watchParty={watchParty} />
      <DescriptionField form={form} path="description" />
      <EventDetailsField
        form={form}
        path="gameDetails"
        description={watchParty ? 'Teams, kickoff, channel' : 'Program, speakers, what to bring'}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextField form={form} path="date" label="Date" type="date" required />
        <TextField form={form} path="time" label="Time" type="time" required />
        <TimeZoneField form={form} data={TIME_ZONE_OPTIONS} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MaxAttendeesInput
          clampBehavior="none"
          key={form.key('maxAttendees')}
          {...countInputProps(form, 'maxAttendees')}
        />
        <SelectField form={form} path="ageGroup" label="Age Group" data={AGE_GROUP_OPTIONS} />
      </SimpleGrid>
      <ImageUrlField form={form} path="imageUrl" label="Image URL" type="url" />
      <CheckboxField form={form} path="foodProvided" label="Food provided" />
      <CheckboxField
        form={form}
        path="remindersEnabled"
        label="Remind attendees a day and two hours before"
      />
    </Stack>
  );
}
