import { Button, Card, Stack } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { AddToCalendarMenu } from './add-to-calendar-menu';
import type { EventView } from './event-types';
import { RsvpSection } from './rsvp-section';
import { announceShare, shareEvent } from './share-event';

/** RSVP (with its form), Add to Calendar and Share, together where the eye lands. */
export function EventPageActions({ event }: { event: EventView }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <RsvpSection event={event} />
        <AddToCalendarMenu event={event} fullWidth />
        <Button
          variant="default"
          fullWidth
          leftSection={<IconShare size={16} aria-hidden />}
          onClick={async () => announceShare(await shareEvent(event))}
        >
          Share
        </Button>
      </Stack>
    </Card>
  );
}
