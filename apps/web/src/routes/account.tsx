import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/password/account-page';
import { pageTitle, titleHead } from '../lib/head';
import { requireUser } from '../lib/require-user';

/** The signed-in user's password and reset e-mail address. */
export const Route = createFileRoute('/account')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  head: () => titleHead(pageTitle('Account Settings')),
  component: AccountPage,
});
