import { ComingSoon } from '../../components/coming-soon';

export function HostEventPage() {
  return <ComingSoon title="Host a Watch Party or Event" />;
}
