import { createFileRoute } from '@tanstack/react-router';
import { HostEventPage } from '../features/host-event/host-event-page';
import { pageTitle, titleHead } from '../lib/head';
import { requireUser } from '../lib/require-user';

export const Route = createFileRoute('/host-event')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  head: () => titleHead(pageTitle('Host an Event')),
  component: HostEventPage,
});
