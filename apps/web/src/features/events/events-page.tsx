import { ComingSoon } from '../../components/coming-soon';

export function EventsPage() {
  return <ComingSoon title="Find Games & Events" />;
}
