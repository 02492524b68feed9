import { createFileRoute } from '@tanstack/react-router';
import { SportsMissionPage } from '../features/sports-mission/sports-mission-page';
import { pageTitle, titleHead } from '../lib/head';

export const Route = createFileRoute('/sports-mission')({
  head: () => titleHead(pageTitle('Sports Mission')),
  component: SportsMissionPage,
});
