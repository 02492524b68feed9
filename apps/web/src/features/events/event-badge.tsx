import { isWatchParty } from '@huddle/domain';
import { Badge, type BadgeProps } from '@mantine/core';

type Props = { sport: string } & Pick<BadgeProps, 'size'>;

/**
 * The sport or event-type badge (spec §2); watch parties and church events differ in colour.
 * Shades chosen for white text at 4.5:1 or more (blue 9 is 6.1:1, grape 8 is 5.8:1; the theme's
 * shade 7 of blue was 4.2:1).
 */
export function EventBadge({ sport, size = 'md' }: Props) {
  return (
    <Badge color={isWatchParty({ sport }) ? 'blue.9' : 'grape.8'} size={size} variant="filled">
      {sport}
    </Badge>
  );
}
