import { subscriptionStatusBadge } from '@huddle/domain';
import { Badge } from '@mantine/core';

const COLORS = { green: 'green', destructive: 'red', secondary: 'gray', neutral: 'blue' } as const;

/** Spec §4: active green, past_due destructive, canceled secondary, empty reads 'unpaid'. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const badge = subscriptionStatusBadge(status);
  return (
    <Badge variant="light" color={COLORS[badge.tone]}>
      {badge.label}
    </Badge>
  );
}
