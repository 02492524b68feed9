import { ComingSoon } from '../../components/coming-soon';

export function RegisterChurchPage() {
  return <ComingSoon title="Register Your Church" />;
}
