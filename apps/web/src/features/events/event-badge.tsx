import { isWatchParty } from '@huddle/domain';
import { Badge, type BadgeProps } from '@mantine/core';

type Props = { sport: string } & Pick<BadgeProps, 'size' | 'variant'>;

/** The sport or event-type badge (spec §2); watch parties and church events differ in colour. */
export function EventBadge({ sport, size = 'md', variant = 'filled' }: Props) {
  return (
    <Badge color={isWatchParty({ sport }) ? 'blue' : 'grape'} size={size} variant={variant}>
      {sport}
    </Badge>
  );
}
