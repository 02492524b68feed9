import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/contact-page';
import { pageTitle, titleHead } from '../lib/head';

export const Route = createFileRoute('/contact')({
  head: () => titleHead(pageTitle('Contact Us')),
  component: ContactPage,
});
