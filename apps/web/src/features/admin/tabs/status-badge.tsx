import { subscriptionStatusBadge } from '@huddle/domain';
import { Badge } from '@mantine/core';

/**
 * Text and background per tone, each pair at 5.7:1 or more: Mantine's light badges put shade 9
 * text on shade 1 (about 3.8:1 for green), too faint at badge size.
 */
const TONES = {
  green: { color: '#1e6b2e', background: '#d3f9d8' },
  destructive: { color: '#a61e1e', background: '#ffe3e3' },
  secondary: { color: '#343a40', background: '#e9ecef' },
  neutral: { color: '#1848b9', background: '#ecf1ff' },
} as const;

/** Spec §4: active green, past_due destructive, canceled secondary, empty reads 'unpaid'. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const badge = subscriptionStatusBadge(status);
  const tone = TONES[badge.tone];
  return (
    <Badge variant="light" styles={{ root: { color: tone.color, background: tone.background } }}>
      {badge.label}
    </Badge>
  );
}
