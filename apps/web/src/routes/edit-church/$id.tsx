import { createFileRoute } from '@tanstack/react-router';
import { EditChurchPage } from '../../features/edit-church/edit-church-page';
import { pageTitle, titleHead } from '../../lib/head';
import { requireUser } from '../../lib/require-user';

export const Route = createFileRoute('/edit-church/$id')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  head: () => titleHead(pageTitle('Edit Church')),
  component: EditChurchPage,
});
