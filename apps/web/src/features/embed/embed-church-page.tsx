import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { QueryLoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { httpStatusOf } from '../../lib/api-error';
import { pageTitle } from '../../lib/head';
import { trpc } from '../../lib/trpc';
import { useAnnounceAppReady } from '../../lib/use-announce-app-ready';
import { parseEventId as parseRouteId } from '../events/event-page-params';
import classes from './embed.module.css';
import { EmbedEvents } from './embed-events';
import { useHeightRef } from './frame-height';

const embedRoute = getRouteApi('/embed/churches/$id');

/**
 * /embed/churches/{id} (issue 30, item 5): a church's upcoming events as its own website frames
 * them (/embed.js, docs/adr/0085-events-on-a-churchs-website.md), without the site's header and
 * footer, telling the page around it how tall it is.
 */
export function EmbedChurchPage() {
  const id = parseRouteId(embedRoute.useParams().id);
  const track = useHeightRef();
  useAnnounceAppReady();
  return (
    <main ref={track} className={classes.page}>
      {id === null ? <EmbedMissing /> : <EmbedChurch id={id} />}
    </main>
  );
}

function EmbedChurch({ id }: { id: number }) {
  const church = useQuery({ ...trpc.churches.byId.queryOptions({ id }), retryOnMount: false });
  if (church.isPending) {
    return (
      <>
        <title>{pageTitle('Upcoming events')}</title>
        <PageLoader label="Loading the church's events…" />
      </>
    );
  }
  if (church.isError) {
    if (httpStatusOf(church.error) === 404) return <EmbedMissing />;
    return (
      <>
        <title>{pageTitle('Upcoming events')}</title>
        <QueryLoadError title="The church's events could not be loaded" query={church} />
      </>
    );
  }
  return (
    <>
      <title>{pageTitle(`Upcoming events at ${church.data.name}`)}</title>
      <EmbedEvents church={church.data} />
    </>
  );
}

function EmbedMissing() {
  return (
    <Stack gap="xs" py="md">
      <title>{pageTitle('Church Not Found')}</title>
      <Title order={1} size="h3">
        Church Not Found
      </Title>
      <Text c="gray.7">These events are not on Huddle, or are no longer.</Text>
    </Stack>
  );
}
