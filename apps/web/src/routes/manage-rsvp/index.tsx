import { createFileRoute } from '@tanstack/react-router';
import { LostLinkPage } from '../../features/manage-rsvp/lost-link-page';
import { pageTitle, titleHead } from '../../lib/head';

/** The manage page without a link's token: the way to have the links mailed again. */
export const Route = createFileRoute('/manage-rsvp/')({
  head: () => titleHead(pageTitle('Manage Your RSVP')),
  component: LostLinkPage,
});
