import { createFileRoute } from '@tanstack/react-router';
import { ManageRsvpPage } from '../../features/manage-rsvp/manage-rsvp-page';
import { pageTitle, titleHead } from '../../lib/head';

/** The private link in the RSVP confirmation mail: see, change or cancel an RSVP, no account. */
export const Route = createFileRoute('/manage-rsvp/$token')({
  head: () => titleHead(pageTitle('Manage Your RSVP')),
  component: ManageRsvpPage,
});
