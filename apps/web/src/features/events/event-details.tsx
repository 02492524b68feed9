import {
  ageGroupLabel,
  describeRecurrence,
  EVENT_FULL_LABEL,
  isOver,
  isWatchParty,
  spotsLeft,
} from '@huddle/domain';
import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconMoodKid,
  IconRepeat,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SimpleGrid } from '../../components/simple-grid';
import { EVENT_ENDED_TEXT, spotsLeftText } from './event-counts';
import type { EventView } from './event-types';
import { eventWhen } from './event-when';
import { useYourTime, YourTime } from './your-time';

/** What the event is: description, the facts a visitor decides on, and the game details. */
export function EventDetails({ event }: { event: EventView }) {
  return (
    <Stack gap="lg">
      <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
        {event.description}
      </Text>
      <Card withBorder radius="lg" padding="lg">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
          <EventWhenFact event={event} />
          <AttendeesFact event={event} />
          <Fact icon={<IconToolsKitchen2 size={20} />} label="Food Provided">
            {event.foodProvided ? 'Yes' : 'No'}
          </Fact>
          <Fact icon={<IconMoodKid size={20} />} label="Age Group">
            {ageGroupLabel(event.ageGroup)}
          </Fact>
        </SimpleGrid>
      </Card>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {isWatchParty(event) ? 'Game Details' : 'Event Details'}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{event.gameDetails}</Text>
      </Stack>
    </Stack>
  );
}

function EventWhenFact({ event }: { event: EventView }) {
  const when = eventWhen(event);
  const yours = useYourTime(event);
  const repeats = describeRecurrence(event);
  return (
    <Fact icon={<IconCalendarEvent size={20} />} label="Date & Time">
      <Text fw={600}>{when.date}</Text>
      {when.valid && (
        <>
          <Text>
            {when.time}{' '}
            <Text span c="dimmed">
              {when.zone}
            </Text>
          </Text>
          {yours && (
            <Text size="sm">
              <YourTime yours={yours} separator="" />
            </Text>
          )}
        </>
      )}
      {repeats && (
        <Group gap={6} wrap="nowrap" mt={4}>
          <IconRepeat size={16} aria-hidden />
          <Text size="sm">{repeats}</Text>
        </Group>
      )}
    </Fact>
  );
}

function AttendeesFact({ event }: { event: EventView }) {
  const left = spotsLeft(event);
  if (isOver(event, new Date())) {
    return (
      <Fact icon={<IconUsers size={20} />} label="Attendees">
        <Text fw={600}>{EVENT_ENDED_TEXT}</Text>
      </Fact>
    );
  }
  return (
    <Fact icon={<IconUsers size={20} />} label="Attendees">
      {/* People, not RSVPs: one RSVP may bring several (the owner's badge counts both). */}
      <Text fw={600}>
        {event.currentAttendees} / {event.maxAttendees} people
      </Text>
      {left === 0 ? (
        <Badge color="red" variant="light">
          {EVENT_FULL_LABEL}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {spotsLeftText(left)}
        </Text>
      )}
    </Fact>
  );
}

type FactProps = { icon: ReactNode; label: string; children: ReactNode };

function Fact({ icon, label, children }: FactProps) {
  // dt and dd must be direct children of the item's div, so the icon sits inside the dt.
  return (
    <div>
      <Group component="dt" gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Text span size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
      <Stack component="dd" gap={2} m={0} mt={4} pl={46}>
        {children}
      </Stack>
    </div>
  );
}
