import { describeRecurrence, formatEventDateTime, type SharePlatform } from '@huddle/domain';
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconConfetti, IconCopy, IconRepeat, IconShare } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { eventPageUrl } from '../events/event-links';
import { announceShare, shareEvent } from '../events/share-event';
import type { ShareContent } from './share-kit';
import { ShareKits } from './share-kits';
import { SharePlatforms } from './share-platforms';
import { shareText } from './share-text';
import type { CreatedEvent } from './use-host-event';

type ShareStepProps = { event: CreatedEvent };

/**
 * Spec §4: after creation, the sharing step. Each ticked platform shows what it needs (snippet,
 * share pages, QR code, message); Share hands the link to the device's share sheet (or copies
 * it) and, like Skip, leads to the event's page.
 */
export function ShareStep({ event }: ShareStepProps) {
  const navigate = useNavigate();
  const [platforms, setPlatforms] = useState<SharePlatform[]>([]);
  const [sharing, setSharing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const url = eventPageUrl(event.id);
  const content: ShareContent = { title: event.title, url, text: shareText(event) };
  const repeats = describeRecurrence(event);

  // The form this replaces was long: bring keyboard and screen-reader users to the new step.
  useEffect(() => headingRef.current?.focus(), []);

  const goToEvent = () => navigate({ to: '/events/$id', params: { id: String(event.id) } });

  async function share() {
    setSharing(true);
    const outcome = await shareEvent(event, content.text);
    announceShare(outcome);
    await goToEvent();
  }

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color="green" aria-hidden="true">
            <IconConfetti size={26} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} ref={headingRef} tabIndex={-1} data-focus-target>
              Share Your Event
            </Title>
            <Text fw={600}>{event.title}</Text>
            <Text c="dimmed" size="sm">
              {formatEventDateTime(event.datetime, event.timezone).full} · {event.church.name}
            </Text>
            {repeats && (
              <Group gap={6} wrap="nowrap">
                <IconRepeat size={16} aria-hidden="true" />
                <Text size="sm">{repeats}</Text>
              </Group>
            )}
          </Stack>
        </Group>

        <TextInput
          label="Event link"
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          rightSection={
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'green' : 'gray'}
                    onClick={copy}
                    aria-label={copied ? 'Link copied' : 'Copy event link'}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />

        <SharePlatforms value={platforms} onChange={setPlatforms} />
        <ShareKits platforms={platforms} content={content} eventId={event.id} />

        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={() => void goToEvent()} disabled={sharing}>
            Skip
          </Button>
          <Button
            size="md"
            leftSection={<IconShare size={18} aria-hidden="true" />}
            onClick={() => void share()}
            disabled={sharing}
          >
            Share
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
