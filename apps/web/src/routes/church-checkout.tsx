import { createFileRoute } from '@tanstack/react-router';
import { ChurchCheckoutPage } from '../features/checkout/church-checkout-page';
import { pageTitle, titleHead } from '../lib/head';

export const Route = createFileRoute('/church-checkout')({
  head: () => titleHead(pageTitle('Church Partner Checkout')),
  component: ChurchCheckoutPage,
});
