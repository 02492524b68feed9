import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingChurch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ButtonLink } from '../../components/links';
import { PageLoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { httpStatusOf } from '../../lib/api-error';
import { pageTitle } from '../../lib/head';
import { trpc } from '../../lib/trpc';
import { useAnnounceAppReady } from '../../lib/use-announce-app-ready';
import { parseEventId as parseRouteId } from '../events/event-page-params';
import { ChurchPageView } from './church-page-view';

const churchRoute = getRouteApi('/churches_/$id');

/**
 * /churches/{id} (issue 30, item 3): a church's own page, what the directory's cards lead to: its
 * details, its events to come, directions, its calendar to subscribe to and its embed snippet.
 */
export function ChurchPage() {
  useAnnounceAppReady();
  const id = parseRouteId(churchRoute.useParams().id);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      {id === null ? <ChurchMissing /> : <ChurchById id={id} />}
    </Container>
  );
}

function ChurchById({ id }: { id: number }) {
  const query = useQuery({ ...trpc.churches.byId.queryOptions({ id }), retryOnMount: false });
  if (query.isPending) {
    return (
      <>
        <title>{pageTitle('Church')}</title>
        <PageLoader label="Loading the church…" />
      </>
    );
  }
  if (query.isError) {
    if (httpStatusOf(query.error) === 404) return <ChurchMissing />;
    return (
      <>
        <title>{pageTitle('Church')}</title>
        <PageLoadError heading="Church" title="The church could not be loaded" query={query} />
      </>
    );
  }
  return (
    <>
      <title>{pageTitle(query.data.name)}</title>
      <ChurchPageView church={query.data} />
    </>
  );
}

function ChurchMissing() {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <title>{pageTitle('Church Not Found')}</title>
      <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden="true">
        <IconBuildingChurch size={32} />
      </ThemeIcon>
      <Title order={1}>Church Not Found</Title>
      <Text size="lg" c="dimmed" maw={520}>
        The church you're looking for isn't on Huddle, or is no longer.
      </Text>
      <ButtonLink to="/churches" size="md">
        Browse churches
      </ButtonLink>
    </Stack>
  );
}
