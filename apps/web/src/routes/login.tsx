import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { validateLoginSearch } from '../features/auth/login-search';
import { pageTitle, titleHead } from '../lib/head';
import { loadSession } from '../lib/require-user';

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  // Someone already signed in has nothing to do here.
  beforeLoad: async ({ context }) => {
    if (await loadSession(context)) throw redirect({ to: '/' });
  },
  head: () => titleHead(pageTitle('Church Official Login')),
  component: LoginPage,
});
