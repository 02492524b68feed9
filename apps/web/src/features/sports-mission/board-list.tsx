import {
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { QueryLoadError } from '../../components/load-error';
import { LoadMore } from '../../components/load-more';
import { useFocusAfterLoad } from '../../lib/focus-after-load';
import classes from './sports-mission.module.css';

export type BoardPage<T> = { items: T[]; nextCursor: string | null; total: number };

/** A board's words: `noun` names one post ('support offer'); the rest is said with it. */
export type BoardTexts = { noun: string; empty: string; emptyFiltered: string };

type Props<T extends { id: number }> = {
  query: UseInfiniteQueryResult<InfiniteData<BoardPage<T>>, unknown>;
  texts: BoardTexts;
  filtered: boolean;
  onClearFilters: () => void;
  renderCard: (item: T) => ReactNode;
};

/** "3 support offers", or "Showing 12 of 30 support offers" while more pages wait. */
export function countLine(shown: number, total: number, noun: string): string {
  const plural = `${noun}${total === 1 ? '' : 's'}`;
  return shown < total ? `Showing ${shown} of ${total} ${plural}` : `${total} ${plural}`;
}

/** A board's cards with its count line, loading, empty and error states, and 'Load more'. */
export function BoardList<T extends { id: number }>({
  query,
  texts,
  filtered,
  onClearFilters,
  renderCard,
}: Props<T>) {
  const grid = useRef<HTMLDivElement>(null);
  const focusCard = useFocusAfterLoad(grid, query.data?.pages.length ?? 0);

  if (query.isPending) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{`Loading ${texts.noun}s…`}</VisuallyHidden>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <Card key={index} padding="lg">
              <Stack gap="sm">
                <Skeleton height={20} width="40%" radius="xl" />
                <Skeleton height={24} width="80%" />
                <Skeleton height={14} />
                <Skeleton height={14} width="70%" />
                <Skeleton height={36} mt="sm" />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </div>
    );
  }
  if (query.isError && !query.isFetchNextPageError) {
    return <QueryLoadError title={`Failed to load ${texts.noun}s`} query={query} />;
  }

  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages.at(-1)?.total ?? items.length;

  return (
    <Stack gap="md">
      <p aria-live="polite" style={{ margin: 0 }}>
        <strong>{countLine(items.length, total, texts.noun)}</strong>
      </p>
      {items.length === 0 ? (
        <Card padding="xl" className={classes.empty}>
          <EmptyState variant="light">
            <EmptyState.Title order={2}>No {texts.noun}s found</EmptyState.Title>
            <EmptyState.Description>
              {filtered ? texts.emptyFiltered : texts.empty}
            </EmptyState.Description>
            {filtered && (
              <EmptyState.Actions>
                <Group justify="center">
                  <Button variant="light" onClick={onClearFilters}>
                    Clear filters
                  </Button>
                </Group>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Card>
      ) : (
        <div ref={grid}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {items.map((item) => (
              <div key={item.id}>{renderCard(item)}</div>
            ))}
          </SimpleGrid>
        </div>
      )}
      <LoadMore
        query={query}
        failed={`Could not load more ${texts.noun}s`}
        onLoad={() => focusCard(() => query.fetchNextPage(), items.length)}
      />
    </Stack>
  );
}
