import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { pageTitle, titleHead } from '../lib/head';

export const Route = createFileRoute('/login')({
  head: () => titleHead(pageTitle('Church Official Login')),
  component: LoginPage,
});
