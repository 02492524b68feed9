import { ComingSoon } from '../../components/coming-soon';

export function AnalyticsPage() {
  return <ComingSoon title="Church Analytics" />;
}
