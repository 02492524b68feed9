import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../../features/events/events-page';
import { validateEventsSearch } from '../../features/events/events-search';
import { pageTitle, titleHead } from '../../lib/head';

export const Route = createFileRoute('/events/')({
  validateSearch: validateEventsSearch,
  head: () => titleHead(pageTitle('Find Games & Events')),
  component: EventsPage,
});
