import { embedSnippet } from '@huddle/domain';
import { Card, Code, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { usePageOrigin } from '../../lib/use-page-origin';
import { CopyAction } from '../host-event/copy-action';

type EmbedSnippetProps = {
  churchId: number;
  churchName: string;
  /** The card's heading: the church page's, unless the place asks otherwise (/analytics). */
  title?: string;
};

/**
 * The one paste that puts the church's events on its own website (issue 30, item 5;
 * docs/adr/0085-events-on-a-churchs-website.md): on the church page and on the church's dashboard.
 */
export function EmbedSnippet({
  churchId,
  churchName,
  title = "On your church's website",
}: EmbedSnippetProps) {
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          Paste this where the events should appear. Visitors see what is coming up and RSVP without
          leaving the page.
        </Text>
        <SnippetCode churchId={churchId} churchName={churchName} />
        <Text size="xs" c="dimmed">
          If your site sets a Content-Security-Policy, allow <ThisSite /> in its script-src and
          frame-src.
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * Rendered on the server, the page cannot know its address: the code follows at once, and only
 * the parts that name the address render again when it does.
 */
function SnippetCode({ churchId, churchName }: { churchId: number; churchName: string }) {
  const origin = usePageOrigin();
  if (!origin) return null;
  const snippet = embedSnippet(origin, churchId, churchName);
  return (
    <>
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
    </>
  );
}

function ThisSite() {
  return usePageOrigin() ?? 'this site';
}
