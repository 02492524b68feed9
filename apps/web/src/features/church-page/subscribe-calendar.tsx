import { churchFeedUrl } from '@huddle/domain';
import { Card, Stack, Text, Title } from '@mantine/core';
import { usePageOrigin } from '../../lib/use-page-origin';
import { SubscribeOptions } from '../calendar-feeds/subscribe-options';

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
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="subscribe">
      <Stack gap="sm">
        <Title order={2} size="h4" id="subscribe">
          Subscribe to this calendar
        </Title>
        <Text size="sm" c="dimmed">
          Every event {churchName} hosts, kept up to date in your own calendar.
        </Text>
        <FeedOptions churchId={churchId} churchName={churchName} />
      </Stack>
    </Card>
  );
}

/**
 * Rendered on the server, the page cannot know its address: the options follow at once, and only
 * this part renders again when they do.
 */
function FeedOptions({ churchId, churchName }: { churchId: number; churchName: string }) {
  const origin = usePageOrigin();
  if (!origin) return null;
  return (
    <SubscribeOptions feedUrl={churchFeedUrl(origin, churchId)} name={`${churchName} on Huddle`} />
  );
}
