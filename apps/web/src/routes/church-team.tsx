import { createFileRoute } from '@tanstack/react-router';
import { ChurchTeamPage } from '../features/church-members/church-team-page';
import { pageTitle, titleHead } from '../lib/head';
import { requireUser } from '../lib/require-user';

/** Who has access to the church, and who is invited: its owners manage them (ADR 0086). */
export const Route = createFileRoute('/church-team')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  head: () => titleHead(pageTitle('Church Team')),
  component: ChurchTeamPage,
});
