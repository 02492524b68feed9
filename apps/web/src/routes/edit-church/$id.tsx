import { createFileRoute } from '@tanstack/react-router';
import { EditChurchPage } from '../../features/edit-church/edit-church-page';
import { pageTitle, titleHead } from '../../lib/head';

export const Route = createFileRoute('/edit-church/$id')({
  head: () => titleHead(pageTitle('Edit Church')),
  component: EditChurchPage,
});
