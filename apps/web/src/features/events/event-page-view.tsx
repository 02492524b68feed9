import { eventIllustrationUrl } from '@huddle/domain';
import { Badge, Group, Stack, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useRef } from 'react';
import { FallbackImage } from '../../components/fallback-image';
import { Grid } from '../../components/grid';
import { EventBadge } from './event-badge';
import { ownerCountsText } from './event-counts';
import { EventDetails } from './event-details';
import { eventImageSrc } from './event-links';
import { EventPageActions } from './event-page-actions';
import type { EventView } from './event-types';
import classes from './events.module.css';
import { HostChurchCard } from './host-church-card';
import { RsvpBar } from './rsvp-bar';
import { useRsvpState } from './rsvp-state';

/** Only the hosting church sees the menu, so visitors never download its dialogs and forms. */
const EventOwnerMenu = lazy(() =>
  import('./event-owner-menu').then((module) => ({ default: module.EventOwnerMenu })),
);

/**
 * The loaded event: the picture and title across the top, then the details beside a column with
 * the actions and the host church (one column on a phone, details first).
 */
export function EventPageView({ event }: { event: EventView }) {
  const rsvp = useRsvpState();
  const actions = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="xl" className={classes.withRsvpBar}>
      <FallbackImage
        src={eventImageSrc(event)}
        fallbackSrc={eventIllustrationUrl(event.sport)}
        alt=""
        className={classes.pageImage}
      />
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Group gap="xs">
            <EventBadge sport={event.sport} />
            {/* Spec §2, §6: the Going count is for the hosting church only. */}
            {event.owner && (
              <Badge
                variant="default"
                size="md"
                tt="none"
                leftSection={<IconUsers size={14} aria-hidden />}
              >
                {ownerCountsText(event.owner.rsvpCount, event.currentAttendees)}
              </Badge>
            )}
          </Group>
          {event.owner && (
            <Suspense fallback={null}>
              <EventOwnerMenu event={event} />
            </Suspense>
          )}
        </Group>
        <Title order={1}>{event.title}</Title>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <EventDetails event={event} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <EventPageActions event={event} rsvp={rsvp} ref={actions} />
            <HostChurchCard church={event.church} />
          </Stack>
        </Grid.Col>
      </Grid>
      <RsvpBar event={event} state={rsvp} target={actions} />
    </Stack>
  );
}
