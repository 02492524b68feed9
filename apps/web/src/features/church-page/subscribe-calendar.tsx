import { churchFeedUrl, subscribeLinks } from '@huddle/domain';
import { Anchor, Button, Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { CopyAction } from '../host-event/copy-action';

/**
 * Subscribe to the church's calendar: its events appear in the family's own calendar and stay up
 * to date (moved, cancelled) without another download.
 */
export function SubscribeCalendar({
  churchId,
  churchName,
}: {
  churchId: number;
  churchName: string;
}) {
  const links = subscribeLinks(
    churchFeedUrl(window.location.origin, churchId),
    `${churchName} on Huddle`,
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="subscribe">
      <Stack gap="sm">
        <Title order={2} size="h4" id="subscribe">
          Subscribe to this calendar
        </Title>
        <Text size="sm" c="dimmed">
          Every event {churchName} hosts, kept up to date in your own calendar.
        </Text>
        <Button
          component="a"
          href={links.webcal}
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          Apple Calendar / Outlook app
        </Button>
        <Anchor size="sm" href={links.google} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
        <Anchor size="sm" href={links.outlook} target="_blank" rel="noopener noreferrer">
          Add to Outlook.com<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
        <CopyAction
          value={links.https}
          size="xs"
          copied={{
            title: 'Address copied!',
            message: 'Paste it where your calendar adds a calendar by URL',
          }}
        >
          Copy the calendar's address
        </CopyAction>
      </Stack>
    </Card>
  );
}
