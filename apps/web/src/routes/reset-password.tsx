import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/password/reset-password-page';
import { validateResetPasswordSearch } from '../features/password/reset-password-search';
import { pageTitle } from '../lib/head';

/** The link of the password reset mail. Its token is in the address: the page sends no Referer. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: validateResetPasswordSearch,
  head: () => ({
    meta: [
      { title: pageTitle('Choose a New Password') },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ResetPasswordPage,
});
