import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { PageLoadError } from '../../components/load-error';
import { httpStatusOf } from '../../lib/api-error';
import { pageTitle } from '../../lib/head';
import { trpc } from '../../lib/trpc';
import { useAnnounceAppReady } from '../../lib/use-announce-app-ready';
import { useRecordView } from '../visits/use-record-visit';
import { EventNotFound } from './event-not-found';
import { parseEventId } from './event-page-params';
import { EventPageSkeleton } from './event-page-states';
import { EventPageView } from './event-page-view';

const eventRoute = getRouteApi('/events/$id');

/**
 * Spec §2 /events/{id}: one event, its host church, RSVP, calendar, and the owner's tools. Each
 * state sets the document title (React hoists it): the event's own title once it is known, so
 * tabs, history and screen readers tell one event page from another.
 */
export function EventPage() {
  useAnnounceAppReady();
  const id = parseEventId(eventRoute.useParams().id);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      {id === null ? <NotFoundWithTitle /> : <EventById id={id} />}
    </Container>
  );
}

function EventById({ id }: { id: number }) {
  const query = useQuery({
    ...trpc.events.byId.queryOptions({ id }),
    // The route's loader has just asked; a failure it cached is shown, not asked again at once.
    retryOnMount: false,
  });
  useRecordView(query.isSuccess ? { type: 'event', eventId: id } : null);

  // The page renders in a transition once the event is in, in slices rather than one long task
  // (the skeleton stays until then).
  const event = useDeferredValue(query.data);

  if (query.isPending || (query.isSuccess && event === undefined)) {
    return (
      <>
        <title>{pageTitle('Event Details')}</title>
        <EventPageSkeleton />
      </>
    );
  }
  if (query.isError) {
    if (httpStatusOf(query.error) === 404) return <NotFoundWithTitle />;
    return (
      <>
        <title>{pageTitle('Event Details')}</title>
        {/* Any failure other than "no such event": why, in the server's words, and Retry. */}
        <PageLoadError
          heading="Event Details"
          title="The event could not be loaded"
          query={query}
        />
      </>
    );
  }
  const shown = event ?? query.data;
  return (
    <>
      <title>{pageTitle(shown.title)}</title>
      <EventPageView event={shown} />
    </>
  );
}

function NotFoundWithTitle() {
  return (
    <>
      <title>{pageTitle('Event Not Found')}</title>
      <EventNotFound />
    </>
  );
}
