import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../features/analytics/analytics-page';
import { pageTitle, titleHead } from '../lib/head';

export const Route = createFileRoute('/analytics')({
  head: () => titleHead(pageTitle('Analytics')),
  component: AnalyticsPage,
});
