import { Stack, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ListEmpty } from '../../components/list-empty';
import { QueryLoadError } from '../../components/load-error';
import { LoadMore } from '../../components/load-more';
import { trpc } from '../../lib/trpc';
import { EventCard } from '../events/event-card';
import { CardGrid, CardGridSkeleton } from '../events/event-list-states';

/**
 * The church's events to come, both kinds, soonest first, in the list's keyset pages: the church
 * page's list, and the one framed on the church's own site (features/embed).
 */
export function churchEventsQuery(churchId: number) {
  return trpc.events.list.infiniteQueryOptions(
    { church: churchId },
    { getNextPageParam: (page) => page.nextCursor },
  );
}

/** The church page's list of its events to come, as cards. */
export function ChurchEvents({ churchId, churchName }: { churchId: number; churchName: string }) {
  const query = useInfiniteQuery(churchEventsQuery(churchId));
  const events = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md" component="section" aria-labelledby="church-events">
      <Title order={2} size="h3" id="church-events">
        Upcoming events
      </Title>
      {query.isPending ? (
        <CardGridSkeleton label="Loading the church's events…" count={2} />
      ) : query.isError && !query.isFetchNextPageError ? (
        <QueryLoadError title="Failed to fetch events" query={query} />
      ) : events.length === 0 ? (
        <ListEmpty
          icon={<IconCalendarEvent size={28} />}
          title="No upcoming events"
          description={`${churchName} has nothing scheduled right now. Subscribe to its calendar to hear of the next one.`}
        />
      ) : (
        <>
          <CardGrid>
            {events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </CardGrid>
          <LoadMore
            query={query}
            failed="Could not load more events"
            onLoad={() => void query.fetchNextPage()}
          />
        </>
      )}
    </Stack>
  );
}
