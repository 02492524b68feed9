import { EVENT_KINDS, type EventKind, sportOptionsFor, withEventKind } from '@huddle/domain';
import { Fieldset, Group, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { HostEventForm } from './host-event-form-values';

type EventBasicsFieldsProps = { form: HostEventForm };

const KIND_LABELS: Record<EventKind, string> = {
  watch_party: 'Watch Party',
  church_event: 'Church Event',
};

function isEventKind(value: string): value is EventKind {
  return (EVENT_KINDS as readonly string[]).includes(value);
}

/** What is hosted: the kind decides which list the sport comes from (spec §4). */
export function EventBasicsFields({ form }: EventBasicsFieldsProps) {
  const kind = form.values.eventKind;
  const watchParty = kind === 'watch_party';
  const sportOptions = [
    { value: '', label: watchParty ? 'Select a sport' : 'Select an event type' },
    ...sportOptionsFor(kind).map((sport) => ({ value: sport, label: sport })),
  ];

  return (
    <Fieldset legend="The event" radius="lg">
      <Stack gap="md">
        <Radio.Group
          label="What are you hosting?"
          name="eventKind"
          required
          value={kind}
          // Spec §4: a new kind clears the sport, which belonged to the other list.
          onChange={(value) => {
            if (isEventKind(value)) form.setValues(withEventKind(form.getValues(), value));
          }}
          error={form.errors.eventKind}
        >
          <Group gap="lg" mt={6}>
            {EVENT_KINDS.map((value) => (
              <Radio key={value} value={value} label={KIND_LABELS[value]} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label="Title"
          name="title"
          placeholder={watchParty ? 'Super Bowl Watch Party' : 'Christmas Eve Candlelight Service'}
          required
          {...form.getInputProps('title')}
        />
        <NativeSelect
          label={watchParty ? 'Sport' : 'Event Type'}
          name="sport"
          data={sportOptions}
          required
          {...form.getInputProps('sport')}
        />
        <Textarea
          label="Description"
          name="description"
          description="What makes it worth coming to: tell your community"
          autosize
          minRows={3}
          maxRows={8}
          required
          {...form.getInputProps('description')}
        />
        <Textarea
          label="Event Details"
          name="gameDetails"
          description={
            watchParty
              ? 'The game: teams, league, kickoff, how it is shown'
              : 'The program: speakers, music, what to bring'
          }
          autosize
          minRows={2}
          maxRows={6}
          required
          {...form.getInputProps('gameDetails')}
        />
      </Stack>
    </Fieldset>
  );
}
