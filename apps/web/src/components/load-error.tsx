import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { serverMessage } from '../lib/api-error';

type Props = { title: string; error: unknown; onRetry: () => void; retrying?: boolean };

/** Something that could not load: why (the server's words when it gave some) and Retry. */
export function LoadError({ title, error, onRetry, retrying = false }: Props) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <span>{serverMessage(error, 'Please check your connection and try again.')}</span>
        <Button
          variant="white"
          color="red"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}

/** What LoadError reads of a failed query (useQuery's or useInfiniteQuery's result). */
type FailedQuery = { error: unknown; isRefetching: boolean; refetch: () => Promise<unknown> };

/** A query that failed: why, and Retry, which fetches it again. */
export function QueryLoadError({ title, query }: { title: string; query: FailedQuery }) {
  return (
    <LoadError
      title={title}
      error={query.error}
      onRetry={() => void query.refetch()}
      // Not isFetching: a list's next page loading is no retry of what failed.
      retrying={query.isRefetching}
    />
  );
}

type PageLoadErrorProps = { heading: string; title: string; query: FailedQuery };

/** A page whose data failed to load: the page's own heading, then why, and Retry. */
export function PageLoadError({ heading, title, query }: PageLoadErrorProps) {
  return (
    <Stack gap="md" py="xl">
      <Title order={1}>{heading}</Title>
      <QueryLoadError title={title} query={query} />
    </Stack>
  );
}
