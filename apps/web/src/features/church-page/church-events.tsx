import { Stack, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ListEmpty } from '../../components/list-empty';
import { QueryLoadError } from '../../components/load-error';
import { LoadMore } from '../../components/load-more';
import { EventCard } from '../events/event-card';
import { CardGrid, CardGridSkeleton } from '../events/event-list-states';
import { churchEventsQuery } from './church-events-query';

/** The church page's list of its events to come, as cards. */
export function ChurchEvents({ churchId, churchName }: { churchId: number; churchName: string }) {
  const query = useInfiniteQuery(churchEventsQuery(churchId));
  const events = query.data?.pages.flatMap((page) => page.items) ?? [];
  // One clock for the whole list: the cards' date arithmetic then reads the same instants.
  const now = new Date();
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
              <EventCard key={event.id} event={event} now={now} />
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
