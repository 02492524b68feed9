import { createFileRoute } from '@tanstack/react-router';
import { HostEventPage } from '../features/host-event/host-event-page';
import { pageTitle, titleHead } from '../lib/head';

export const Route = createFileRoute('/host-event')({
  head: () => titleHead(pageTitle('Host an Event')),
  component: HostEventPage,
});
