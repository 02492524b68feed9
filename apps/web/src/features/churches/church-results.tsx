import { Button } from '@mantine/core';
import { IconBuildingChurch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useRef } from 'react';
import { ButtonLink } from '../../components/links';
import { ListEmpty } from '../../components/list-empty';
import { QueryLoadError } from '../../components/load-error';
import { LoadMore } from '../../components/load-more';
import { useFocusAfterLoad } from '../../lib/focus-after-load';
import { ChurchCard } from './church-card';
import { type ChurchFilter, churchListQuery } from './church-list-query';
import { ChurchGrid, ChurchGridSkeleton } from './church-list-states';

/** ChurchGrid's widest row: these cards' images may be the largest paint, so they load first. */
const FIRST_ROW = 3;

type Props = {
  filter: ChurchFilter;
  /** Offered in the empty state when a filter is set. */
  onClearFilters?: () => void;
  /** The cards' heading level under the page's own headings. */
  headingOrder?: 2 | 3;
};

/** The church directory's cards: keyset pages from the server, more on 'Load more'. */
export function ChurchResults({ filter, onClearFilters, headingOrder = 3 }: Props) {
  const query = useInfiniteQuery(churchListQuery(filter));
  // The cards render in a transition once the answer is in, in slices rather than one long task
  // (the skeleton stays until then).
  const data = useDeferredValue(query.data);
  const grid = useRef<HTMLDivElement>(null);
  const focusCard = useFocusAfterLoad(grid, data?.pages.length ?? 0);

  if (query.isPending || (query.isSuccess && data === undefined)) return <ChurchGridSkeleton />;
  // A failed 'Load more' keeps the cards already shown; any other failure replaces the list.
  if (query.isError && !query.isFetchNextPageError) {
    return <QueryLoadError title="Failed to fetch churches" query={query} />;
  }

  const churches = data?.pages.flatMap((page) => page.items) ?? [];
  if (churches.length === 0) {
    const filtered = Boolean(filter.search || filter.denomination);
    return (
      <ListEmpty
        icon={<IconBuildingChurch size={28} />}
        title="No Churches Found"
        description={
          filtered
            ? 'No church matches your search. Try another name, city or denomination.'
            : 'No churches have joined Huddle yet. Is yours the first?'
        }
        action={
          filtered && onClearFilters ? (
            <Button variant="light" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : (
            <ButtonLink to="/register-church" variant="light">
              Register your church
            </ButtonLink>
          )
        }
      />
    );
  }

  return (
    <>
      <div ref={grid}>
        <ChurchGrid>
          {churches.map((church, index) => (
            <ChurchCard
              key={church.id}
              church={church}
              headingOrder={headingOrder}
              aboveFold={index < FIRST_ROW}
            />
          ))}
        </ChurchGrid>
      </div>
      <LoadMore
        query={query}
        failed="Could not load more churches"
        label="Load more churches"
        onLoad={() => focusCard(() => query.fetchNextPage(), churches.length)}
      />
    </>
  );
}
