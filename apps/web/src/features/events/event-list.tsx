import { Button, Group } from '@mantine/core';
import { IconBallFootball, IconConfetti } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useRef } from 'react';
import { ListEmpty } from '../../components/list-empty';
import { QueryLoadError } from '../../components/load-error';
import { LoadMore } from '../../components/load-more';
import { useFocusAfterLoad } from '../../lib/focus-after-load';
import { EventCard } from './event-card';
import { eventListQuery } from './event-list-query';
import { CardGrid, CardGridSkeleton } from './event-list-states';
import { type EventListInput, isFiltered } from './events-query';
import { offersWiderRadius, WiderRadiusOffer } from './wider-radius-offer';

/** Each list's words: spec §8 empty states, and what loading and failing say. */
/** CardGrid's widest row: these cards' images may be the largest paint, so they load first. */
const FIRST_ROW = 3;

const TEXTS = {
  watch_party: {
    loading: 'Loading watch parties…',
    emptyTitle: 'No Watch Parties Found',
    emptyFiltered: 'Try adjusting your search filters to find more watch parties.',
    emptyUnfiltered: 'No sports watch parties are currently scheduled.',
    icon: <IconBallFootball size={28} />,
  },
  church_event: {
    loading: 'Loading church events…',
    emptyTitle: 'No Church Events Found',
    emptyFiltered: 'Try adjusting your search filters to find more church events.',
    emptyUnfiltered: 'No church events are currently scheduled.',
    icon: <IconConfetti size={28} />,
  },
} as const;

type Props = {
  input: EventListInput;
  /** Offered in the empty state when filters are set. */
  onClearFilters: () => void;
  /** Searches the next radius, offered when a radius search finds few. */
  onWiden: (radius: number) => void;
};

/** One /events list: keyset pages from the server (`nextCursor`), loaded on 'Load more'. */
export function EventList({ input, onClearFilters, onWiden }: Props) {
  const texts = TEXTS[input.kind];
  const query = useInfiniteQuery(eventListQuery(input));
  // The cards render in a transition once the answer is in, in slices rather than one long task
  // (the skeleton stays until then).
  const data = useDeferredValue(query.data);
  const events = data?.pages.flatMap((page) => page.items) ?? [];
  const grid = useRef<HTMLDivElement>(null);
  // After 'Load more', focus goes to the title link of the first card that arrived.
  const focusFirstNew = useFocusAfterLoad(grid, data?.pages.length ?? 0, 'h2 a');

  if (query.isPending || (query.isSuccess && data === undefined)) {
    return <CardGridSkeleton label={texts.loading} />;
  }
  // A failed 'Load more' keeps the pages already shown; any other failure replaces the list.
  if (query.isError && !query.isFetchNextPageError) {
    return <QueryLoadError title="Failed to fetch events" query={query} />;
  }

  // One clock for the whole list: the cards' date arithmetic then reads the same instants.
  const now = new Date();
  const widerOffer = offersWiderRadius(input, events.length, !query.hasNextPage) && (
    <WiderRadiusOffer input={input} found={events.length} onWiden={onWiden} />
  );

  if (events.length === 0) {
    const filtered = isFiltered(input);
    return (
      <ListEmpty
        icon={texts.icon}
        title={texts.emptyTitle}
        description={filtered ? texts.emptyFiltered : texts.emptyUnfiltered}
        action={
          filtered && (
            <>
              {widerOffer}
              <Button variant="light" onClick={onClearFilters}>
                Clear filters
              </Button>
            </>
          )
        }
      />
    );
  }

  return (
    <>
      <div ref={grid}>
        <CardGrid>
          {events.map((event, index) => (
            <EventCard
              key={event.id}
              event={event}
              now={now}
              on={input.date}
              aboveFold={index < FIRST_ROW}
            />
          ))}
        </CardGrid>
      </div>
      {widerOffer && <Group justify="center">{widerOffer}</Group>}
      <LoadMore
        query={query}
        failed="Could not load more events"
        onLoad={() => focusFirstNew(() => query.fetchNextPage(), events.length)}
      />
    </>
  );
}
