import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../features/events/event-page';
import { pageTitle, titleHead } from '../../lib/head';

export const Route = createFileRoute('/events/$id')({
  head: () => titleHead(pageTitle('Event Details')),
  component: EventPage,
});
