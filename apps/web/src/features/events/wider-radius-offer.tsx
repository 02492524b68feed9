import { DEFAULT_RADIUS_MILES, FEW_RESULTS, nextRadius } from '@huddle/domain';
import { Button } from '@mantine/core';
import { IconZoomOut } from '@tabler/icons-react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import type { EventListInput } from './events-query';

/** One list call counts what the next radius holds; more than this reads "50+". */
const COUNT_LIMIT = 50;

type Props = {
  /** The radius search in force. */
  input: EventListInput;
  /** How many events it found (all of them: its last page is in). */
  found: number;
  onWiden: (radius: number) => void;
};

/** Whether a list deserves the offer: a radius search that found few, with every page in. */
export function offersWiderRadius(input: EventListInput, found: number, complete: boolean) {
  const placed = input.near !== undefined || input.lat !== undefined;
  return placed && complete && found < FEW_RESULTS;
}

/**
 * "3 more within 25 miles" under a radius search that found few (issue 31): asks the API what
 * the next radius holds and offers it only when that is more.
 */
export function WiderRadiusOffer({ input, found, onWiden }: Props) {
  const next = nextRadius(input.radius ?? DEFAULT_RADIUS_MILES);
  const wider = useQuery(
    trpc.events.list.queryOptions(
      next === null ? skipToken : { ...input, radius: next, limit: COUNT_LIMIT },
    ),
  );
  const items = wider.data?.items.length ?? 0;
  if (next === null || items <= found) return null;
  const more = `${items - found}${wider.data?.nextCursor ? '+' : ''}`;
  return (
    <Button
      variant="light"
      leftSection={<IconZoomOut size={16} aria-hidden />}
      onClick={() => onWiden(next)}
    >
      {`${more} more within ${next} miles`}
    </Button>
  );
}
