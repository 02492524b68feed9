import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../features/church-members/join-page';
// A mailed link's token in the query, as the reset link carries its own.
import { validateResetPasswordSearch } from '../features/password/reset-password-search';
import { pageTitle } from '../lib/head';

/** The link of an invitation mail. Its token is in the address: the page sends no Referer. */
export const Route = createFileRoute('/join')({
  validateSearch: validateResetPasswordSearch,
  head: () => ({
    meta: [{ title: pageTitle('Join Your Church') }, { name: 'referrer', content: 'no-referrer' }],
  }),
  component: JoinPage,
});
