import { describeRecurrence, eventIllustrationUrl } from '@huddle/domain';
import {
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { lazy, type MouseEvent, Suspense, useId, useState } from 'react';
import { FallbackImage } from '../../components/fallback-image';
import { EventBadge } from '../events/event-badge';
import { spotsLeftText } from '../events/event-counts';
import { eventImageSrc } from '../events/event-links';
import type { EventView } from '../events/event-types';
import { eventWhen } from '../events/event-when';
import { waitingText } from '../waitlist/waiting-text';
import classes from './embed.module.css';

// The dialog (Mantine's Modal and focus trap, the RSVP form, the waitlist) loads when a visitor
// first reaches for an RSVP button: most visitors of a framed list only read it.
const loadDialog = () => import('./embed-rsvp-dialog');
const EmbedRsvpDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.EmbedRsvpDialog })),
);

/** How far above the pressed button the dialog starts, and the least space above it. */
const DIALOG_ABOVE_BUTTON = 64;
const DIALOG_MIN_TOP = 16;

/**
 * One event of the framed list, compact: its picture from the first breakpoint up, what and when,
 * the seats, and RSVP in a dialog. Its page opens in a new tab: the frame is a window onto
 * Huddle, not a place to browse it in.
 */
export function EmbedEvent({ event, now }: { event: EventView; now: Date }) {
  const titleId = useId();
  const [dialogTop, setDialogTop] = useState(DIALOG_MIN_TOP);
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const full = event.spotsLeft === 0;
  const recurrence = describeRecurrence(event);
  const open = (click: MouseEvent<HTMLButtonElement>) => {
    const buttonTop = click.currentTarget.getBoundingClientRect().top + window.scrollY;
    setDialogTop(Math.max(DIALOG_MIN_TOP, Math.round(buttonTop - DIALOG_ABOVE_BUTTON)));
    setUsed(true);
    setOpened(true);
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box visibleFrom="xs" className={classes.thumb}>
          <FallbackImage
            src={eventImageSrc(event)}
            fallbackSrc={eventIllustrationUrl(event.sport)}
            alt=""
            loading="lazy"
            width={16}
            height={9}
            className={classes.image}
          />
        </Box>
        <Stack gap={4} className={classes.details}>
          <Group gap={6}>
            <EventBadge sport={event.sport} size="sm" />
          </Group>
          <Title order={2} size="h5">
            <Anchor href={`/events/${event.id}`} target="_blank" rel="noopener" inherit>
              <span id={titleId}>{event.title}</span>
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </Title>
          <Text size="sm">{eventWhen(event, now, 'short').full}</Text>
          {recurrence && (
            <Text size="sm" c="gray.7">
              {recurrence}
            </Text>
          )}
          <Text size="sm" c="gray.7">
            {full ? `Full · ${waitingText(event.waitingCount)}` : spotsLeftText(event.spotsLeft)}
          </Text>
          <Group mt={4}>
            <Button
              size="sm"
              leftSection={<IconTicket size={16} aria-hidden />}
              aria-haspopup="dialog"
              aria-describedby={titleId}
              onClick={open}
              onPointerEnter={loadDialog}
              onFocus={loadDialog}
            >
              {full ? 'Join waitlist' : 'RSVP'}
            </Button>
          </Group>
        </Stack>
      </Group>
      {/* Kept once used (it renders nothing while closed), so each opening is one it sees. */}
      {used && (
        <Suspense fallback={null}>
          <EmbedRsvpDialog
            event={event}
            opened={opened}
            onClose={() => setOpened(false)}
            top={dialogTop}
          />
        </Suspense>
      )}
    </Paper>
  );
}
