import { ComingSoon } from '../../components/coming-soon';

export function ChurchesPage() {
  return <ComingSoon title="Churches" />;
}
