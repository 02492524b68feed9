import { createFileRoute } from '@tanstack/react-router';
import { ChurchesPage } from '../features/churches/churches-page';
import { validateChurchesSearch } from '../features/churches/churches-search';
import { pageTitle, titleHead } from '../lib/head';

export const Route = createFileRoute('/churches')({
  validateSearch: validateChurchesSearch,
  head: () => titleHead(pageTitle('Churches')),
  component: ChurchesPage,
});
