import { createFileRoute } from '@tanstack/react-router';
import { ChurchesPage } from '../features/churches/churches-page';
import { pageTitle, titleHead } from '../lib/head';

export const Route = createFileRoute('/churches')({
  head: () => titleHead(pageTitle('Churches')),
  component: ChurchesPage,
});
