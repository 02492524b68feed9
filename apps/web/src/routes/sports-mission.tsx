import { createFileRoute } from '@tanstack/react-router';
import { SportsMissionPage } from '../features/sports-mission/sports-mission-page';
import { validateSportsMissionSearch } from '../features/sports-mission/sports-mission-search';
import { pageTitle, titleHead } from '../lib/head';
import { requireUser } from '../lib/require-user';

export const Route = createFileRoute('/sports-mission')({
  validateSearch: validateSportsMissionSearch,
  beforeLoad: ({ context, location }) => requireUser(context, location),
  head: () => titleHead(pageTitle('Sports Mission')),
  component: SportsMissionPage,
});
