import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ListEmpty } from '../../components/list-empty';
import { QueryLoadError } from '../../components/load-error';
import { LoadMore } from '../../components/load-more';
import { PageLoader } from '../../components/page-loader';
import { churchEventsQuery } from '../church-page/church-events-query';
import type { ChurchDetails } from '../church-page/church-page-view';
import classes from './embed.module.css';
import { EmbedEvent } from './embed-event';

/** The framed list: the church's events to come (the church page's own list), compact. */
export function EmbedEvents({ church }: { church: ChurchDetails }) {
  const query = useInfiniteQuery(churchEventsQuery(church.id));
  const events = query.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h3">
          Upcoming at {church.name}
        </Title>
        <Anchor href={`/churches/${church.id}`} target="_blank" rel="noopener" size="sm">
          More on Huddle
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
      </Group>
      {query.isPending ? (
        <PageLoader label="Loading the church's events…" />
      ) : query.isError && !query.isFetchNextPageError ? (
        <QueryLoadError title="Failed to fetch events" query={query} />
      ) : events.length === 0 ? (
        <ListEmpty
          icon={<IconCalendarEvent size={28} />}
          title="No upcoming events"
          description={`${church.name} has nothing scheduled right now. Check back soon.`}
        />
      ) : (
        <>
          <ul className={classes.list} aria-label={`Upcoming events at ${church.name}`}>
            {events.map((event) => (
              <EmbedEvent key={event.id} event={event} now={now} />
            ))}
          </ul>
          <LoadMore
            query={query}
            failed="Could not load more events"
            onLoad={() => void query.fetchNextPage()}
          />
        </>
      )}
      <Text size="xs" c="gray.7">
        Free to attend. RSVPs go to {church.name} through Huddle.
      </Text>
    </Stack>
  );
}
