import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';
import { HOME_TITLE, titleHead } from '../lib/head';

export const Route = createFileRoute('/')({
  head: () => titleHead(HOME_TITLE),
  component: HomePage,
});
