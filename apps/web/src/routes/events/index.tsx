import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../../features/events/events-page';
import { eventsSearchSchema } from '../../features/events/events-search';
import { pageTitle, titleHead } from '../../lib/head';

export const Route = createFileRoute('/events/')({
  validateSearch: eventsSearchSchema,
  head: () => titleHead(pageTitle('Find Games & Events')),
  component: EventsPage,
});
