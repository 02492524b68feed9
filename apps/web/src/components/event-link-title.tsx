import { Text, Title } from '@mantine/core';
import { AnchorLink } from './links';

/**
 * The heading of a page a private link opens (an RSVP, a place on a waitlist): what it is, above
 * the event's title, which leads to the event's page.
 */
export function EventLinkTitle({
  kicker,
  event,
}: {
  kicker: string;
  event: { id: number; title: string };
}) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {kicker}
      </Text>
      <Title order={1}>
        <AnchorLink to="/events/$id" params={{ id: String(event.id) }} inherit c="inherit">
          {event.title}
        </AnchorLink>
      </Title>
    </div>
  );
}
