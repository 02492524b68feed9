import { createFileRoute } from '@tanstack/react-router';
import { RegisterChurchPage } from '../features/register-church/register-church-page';
import { pageTitle, titleHead } from '../lib/head';

export const Route = createFileRoute('/register-church')({
  head: () => titleHead(pageTitle('Register Your Church')),
  component: RegisterChurchPage,
});
