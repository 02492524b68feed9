import { isOver } from '@huddle/domain';
import { Button, Card, Stack } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import type { Ref } from 'react';
import { AddToCalendarMenu } from './add-to-calendar-menu';
import type { EventView } from './event-types';
import { LostLinkDisclosure } from './lost-link-disclosure';
import { RsvpSection } from './rsvp-section';
import type { RsvpState } from './rsvp-state';
import { announceShare, shareEvent } from './share-event';

type EventPageActionsProps = { event: EventView; rsvp: RsvpState; ref?: Ref<HTMLDivElement> };

/** RSVP (with its form), Add to Calendar and Share, together where the eye lands. */
export function EventPageActions({ event, rsvp, ref }: EventPageActionsProps) {
  return (
    <Card withBorder radius="lg" padding="lg" ref={ref}>
      <Stack gap="sm">
        <RsvpSection event={event} state={rsvp} />
        {/* Once it is over, no link works any more: nothing to ask for. */}
        {!isOver(event, new Date()) && <LostLinkDisclosure />}
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
