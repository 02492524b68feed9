import { createFileRoute } from '@tanstack/react-router';
import { EventAttendeesPage } from '../../../features/attendees/event-attendees-page';
import { pageTitle, titleHead } from '../../../lib/head';
import { requireUser } from '../../../lib/require-user';

/** One event's attendees, for the church hosting it (reached from the /analytics dashboard). */
export const Route = createFileRoute('/analytics_/events/$eventId')({
  // One date of a series, YYYY-MM-DD; anything else is the whole list.
  validateSearch: (search: Record<string, unknown>): { date?: string } =>
    typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date)
      ? { date: search.date }
      : {},
  beforeLoad: ({ context, location }) => requireUser(context, location),
  head: () => titleHead(pageTitle('Attendees')),
  component: EventAttendeesPage,
});
