import { subscribeLinks } from '@huddle/domain';
import { Anchor, Button, Stack, VisuallyHidden } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { CopyAction } from '../host-event/copy-action';

/**
 * The ways to subscribe to a calendar feed (issue 30, item 4): the webcal:// address that Apple
 * Calendar and desktop apps open, Google Calendar's and Outlook.com's pages for a calendar by
 * address, and the address itself to paste anywhere else. Shared by the church page and /events.
 */
export function SubscribeOptions({ feedUrl, name }: { feedUrl: string; name: string }) {
  const links = subscribeLinks(feedUrl, name);
  return (
    <Stack gap="sm" align="stretch">
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
  );
}
