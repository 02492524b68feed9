import { EVENT_KINDS, type EventKind, sportOptionsFor, withEventKind } from '@huddle/domain';
import { Fieldset, Group, Radio, Stack } from '@mantine/core';
import { DescriptionField, TextField } from '../../components/form-fields';
import { EventDetailsField } from '../events/event-details-field';
import { SportField } from '../events/event-kind-fields';
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
        <TextField
          form={form}
          path="title"
          label="Title"
          placeholder={watchParty ? 'Super Bowl Watch Party' : 'Christmas Eve Candlelight Service'}
          required
        />
        <SportField form={form} data={sportOptions} watchParty={watchParty} />
        <DescriptionField
          form={form}
          path="description"
          description="What makes it worth coming to: tell your community"
        />
        <EventDetailsField
          form={form}
          path="gameDetails"
          description={
            watchParty
              ? 'The game: teams, league, kickoff, how it is shown'
              : 'The program: speakers, music, what to bring'
          }
        />
      </Stack>
    </Fieldset>
  );
}
