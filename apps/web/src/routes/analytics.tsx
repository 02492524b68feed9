import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../features/analytics/analytics-page';
import { pageTitle, titleHead } from '../lib/head';
import { requireUser } from '../lib/require-user';

export const Route = createFileRoute('/analytics')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  head: () => titleHead(pageTitle('Analytics')),
  component: AnalyticsPage,
});
