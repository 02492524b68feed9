import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '../features/subscription/subscription-page';
import { pageTitle, titleHead } from '../lib/head';
import { requireUser } from '../lib/require-user';

/** The church's Church Partner subscription: switch plans, cancel or resume, card, receipts. */
export const Route = createFileRoute('/subscription')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  head: () => titleHead(pageTitle('Subscription')),
  component: SubscriptionPage,
});
