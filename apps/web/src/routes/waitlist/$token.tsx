import { createFileRoute } from '@tanstack/react-router';
import { WaitlistPage } from '../../features/waitlist/waitlist-page';
import { pageTitle, titleHead } from '../../lib/head';

/** The private link in the waitlist mails: the place in line, seats held, claim or leave. */
export const Route = createFileRoute('/waitlist/$token')({
  head: () => titleHead(pageTitle('Your Place on the Waitlist')),
  component: WaitlistPage,
});
