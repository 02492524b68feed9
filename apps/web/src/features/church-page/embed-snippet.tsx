import { embedSnippet } from '@huddle/domain';
import { Card, Code, Stack, Text, Title } from '@mantine/core';
import { CopyAction } from '../host-event/copy-action';

/** The one paste that puts the church's events on its own website (issue 30, item 5). */
export function EmbedSnippet({ churchId, churchName }: { churchId: number; churchName: string }) {
  const snippet = embedSnippet(window.location.origin, churchId, churchName);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="embed">
      <Stack gap="sm">
        <Title order={2} size="h4" id="embed">
          On your church's website
        </Title>
        <Text size="sm" c="dimmed">
          Paste this where the events should appear. Visitors see what is coming up and RSVP without
          leaving the page.
        </Text>
        <Code
          block
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          aria-label="Embed code"
        >
          {snippet}
        </Code>
        <CopyAction
          value={snippet}
          size="xs"
          copied={{ title: 'Code copied!', message: 'Paste it into your website’s HTML' }}
        >
          Copy the code
        </CopyAction>
      </Stack>
    </Card>
  );
}
