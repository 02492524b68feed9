import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page';
import { pageTitle, titleHead } from '../lib/head';

export const Route = createFileRoute('/admin')({
  head: () => titleHead(pageTitle('Administrator')),
  component: AdminPage,
});
