import {
  AGE_GROUPS,
  coerceCount,
  type EventKind,
  sportOptionsFor,
  TIME_ZONES,
} from '@huddle/domain';
import { Checkbox, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { EditEventForm } from './edit-event-form';
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
  const maxAttendees = form.getInputProps('maxAttendees');

  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        name="title"
        data-autofocus
        required
        key={form.key('title')}
        {...form.getInputProps('title')}
      />
      <NativeSelect
        label={watchParty ? 'Sport' : 'Event Type'}
        name="sport"
        data={sportOptions}
        required
        key={form.key('sport')}
        {...form.getInputProps('sport')}
      />
      <Textarea
        label="Description"
        name="description"
        autosize
        minRows={3}
        maxRows={8}
        required
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      <Textarea
        label="Event Details"
        name="gameDetails"
        description={watchParty ? 'Teams, kickoff, channel' : 'Program, speakers, what to bring'}
        autosize
        minRows={2}
        maxRows={6}
        required
        key={form.key('gameDetails')}
        {...form.getInputProps('gameDetails')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Date"
          name="date"
          type="date"
          required
          key={form.key('date')}
          {...form.getInputProps('date')}
        />
        <TextInput
          label="Time"
          name="time"
          type="time"
          required
          key={form.key('time')}
          {...form.getInputProps('time')}
        />
        <NativeSelect
          label="Time Zone"
          name="timezone"
          data={TIME_ZONE_OPTIONS}
          required
          key={form.key('timezone')}
          {...form.getInputProps('timezone')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MaxAttendeesInput
          clampBehavior="none"
          key={form.key('maxAttendees')}
          {...maxAttendees}
          onBlur={(event) => {
            maxAttendees.onBlur?.(event);
            // Spec §5: a count that is not a number becomes 1.
            const raw = form.getValues().maxAttendees;
            const count = coerceCount(raw);
            if (raw !== count) form.setFieldValue('maxAttendees', count);
          }}
        />
        <NativeSelect
          label="Age Group"
          name="ageGroup"
          data={AGE_GROUP_OPTIONS}
          key={form.key('ageGroup')}
          {...form.getInputProps('ageGroup')}
        />
      </SimpleGrid>
      <TextInput
        label="Image URL"
        name="imageUrl"
        type="url"
        inputMode="url"
        placeholder="https://…"
        key={form.key('imageUrl')}
        {...form.getInputProps('imageUrl')}
      />
      <Checkbox
        label="Food provided"
        name="foodProvided"
        key={form.key('foodProvided')}
        {...form.getInputProps('foodProvided', { type: 'checkbox' })}
      />
    </Stack>
  );
}
