import { Button, Group, Text } from '@mantine/core';
import { LoadError } from './load-error';
import classes from './load-more.module.css';

/** What it reads of the list's infinite query (useInfiniteQuery's result). */
type NextPage = {
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
};

type Props = {
  query: NextPage;
  /** What a failed next page says, e.g. 'Could not load more events'. */
  failed: string;
  /** The button's words. */
  label?: string;
  /** Fetches the next page (through useFocusAfterLoad, so focus lands on the first new card). */
  onLoad: () => void;
};

/**
 * Below a keyset-paged list of cards: 'Load more' while the server has more, or, when the next
 * page failed, why and Retry (the cards already shown stay).
 */
export function LoadMore({ query, failed, label = 'Load more', onLoad }: Props) {
  if (query.isFetchNextPageError) {
    return (
      <LoadError title={failed} error={query.error} onRetry={() => void query.fetchNextPage()} />
    );
  }
  if (!query.hasNextPage) return null;
  return (
    <div className={classes.loadMore}>
      <Button variant="default" size="md" loading={query.isFetchingNextPage} onClick={onLoad}>
        {label}
      </Button>
    </div>
  );
}

/**
 * Below a list in a panel or table: 'Show more' while the server has more; a failed page says so
 * below it and the button stays for another try.
 */
export function ShowMorePages({ query, noun }: { query: NextPage; noun: string }) {
  return (
    <>
      {query.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            Show more
          </Button>
        </Group>
      )}
      {query.isFetchNextPageError && (
        <Text c="red.8" role="alert">
          {`Could not load more ${noun}. Please try again.`}
        </Text>
      )}
    </>
  );
}
