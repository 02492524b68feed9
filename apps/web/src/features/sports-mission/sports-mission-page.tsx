import { ComingSoon } from '../../components/coming-soon';

export function SportsMissionPage() {
  return <ComingSoon title="Sports Mission" />;
}
