import type { EventKind, EventSearchQuery } from '@huddle/domain';
import { Button } from '@mantine/core';
import { IconBallFootball, IconConfetti } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { ListEmpty } from '../../components/list-empty';
import { LoadError } from '../../components/load-error';
import { EventCard } from './event-card';
import { eventListQuery } from './event-list-query';
import { CardGrid, CardGridSkeleton } from './event-list-states';
import classes from './events.module.css';
import { isFiltered } from './events-query';

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
  input: EventSearchQuery & { kind: EventKind };
  /** Offered in the empty state when filters are set. */
  onClearFilters: () => void;
};

/** One /events list: keyset pages from the server (`nextCursor`), loaded on 'Load more'. */
export function EventList({ input, onClearFilters }: Props) {
  const texts = TEXTS[input.kind];
  const query = useInfiniteQuery(eventListQuery(input));
  // The cards render in a transition once the answer is in, in slices rather than one long task
  // (the skeleton stays until then).
  const data = useDeferredValue(query.data);
  const events = data?.pages.flatMap((page) => page.items) ?? [];
  const focusFirstNew = useFocusFirstNewCard(events.length);

  if (query.isPending || (query.isSuccess && data === undefined)) {
    return <CardGridSkeleton label={texts.loading} />;
  }
  // A failed 'Load more' keeps the pages already shown; any other failure replaces the list.
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <LoadError
        title="Failed to fetch events"
        error={query.error}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  if (events.length === 0) {
    const filtered = isFiltered(input);
    return (
      <ListEmpty
        icon={texts.icon}
        title={texts.emptyTitle}
        description={filtered ? texts.emptyFiltered : texts.emptyUnfiltered}
        action={
          filtered && (
            <Button variant="light" onClick={onClearFilters}>
              Clear filters
            </Button>
          )
        }
      />
    );
  }

  return (
    <>
      <div ref={focusFirstNew.container}>
        <CardGrid>
          {events.map((event, index) => (
            <EventCard key={event.id} event={event} on={input.date} aboveFold={index < FIRST_ROW} />
          ))}
        </CardGrid>
      </div>
      {query.isFetchNextPageError && (
        <LoadError
          title="Could not load more events"
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className={classes.loadMore}>
          <Button
            variant="default"
            size="md"
            loading={query.isFetchingNextPage}
            onClick={() => {
              focusFirstNew.after(events.length);
              void query.fetchNextPage();
            }}
          >
            Load more
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * After 'Load more', focus goes to the title link of the first card that arrived: the reader
 * continues where the new events start, and focus is not lost when the button goes away with
 * the last page. Nothing moves if the page fails (the error offers Retry instead).
 */
function useFocusFirstNewCard(count: number) {
  const container = useRef<HTMLDivElement>(null);
  const [from, setFrom] = useState<number | null>(null);
  useEffect(() => {
    if (from === null || count <= from) return;
    setFrom(null);
    container.current
      ?.querySelectorAll('article')
      [from]?.querySelector<HTMLElement>('h2 a')
      ?.focus();
  }, [count, from]);
  return { container, after: setFrom };
}
