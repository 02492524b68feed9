import { createFileRoute } from '@tanstack/react-router';
import { EventAttendeesPage } from '../../../features/attendees/event-attendees-page';
import { pageTitle, titleHead } from '../../../lib/head';
import { requireUser } from '../../../lib/require-user';

/** One event's attendees, for the church hosting it (reached from the /analytics dashboard). */
export const Route = createFileRoute('/analytics_/events/$eventId')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  head: () => titleHead(pageTitle('Attendees')),
  component: EventAttendeesPage,
});
