import { ComingSoon } from '../../components/coming-soon';

export function EditChurchPage() {
  return <ComingSoon title="Edit Church Information" />;
}
