import { ComingSoon } from '../../components/coming-soon';

export function ChurchCheckoutPage() {
  return <ComingSoon title="Church Partner Subscription" />;
}
