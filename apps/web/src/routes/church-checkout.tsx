import { createFileRoute } from '@tanstack/react-router';
import { validateCheckoutSearch } from '../features/checkout/checkout-search';
import { ChurchCheckoutPage } from '../features/checkout/church-checkout-page';
import { pageTitle, titleHead } from '../lib/head';
import { requireUser } from '../lib/require-user';

export const Route = createFileRoute('/church-checkout')({
  validateSearch: validateCheckoutSearch,
  // Paying is for the signed-in owner of the church (see docs/adr/0032-protected-pages-and-safe-redirects.md).
  beforeLoad: ({ context, location }) => requireUser(context, location),
  head: () => titleHead(pageTitle('Church Partner Checkout')),
  component: ChurchCheckoutPage,
});
