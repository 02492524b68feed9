import { Button, Center } from '@mantine/core';
import { useState } from 'react';

export const PAGE_STEP = 100;

/**
 * The first `step` items of a long list and a button for the next ones: the whole list is
 * fetched (10,000 churches, or a church's 2,000 events, answer in about 100 ms or less) but
 * rendering all of it at once would not be quick.
 */
export function useShowMore<T>(items: readonly T[], step = PAGE_STEP) {
  const [shown, setShown] = useState(step);
  const rest = items.length - shown;
  return {
    visible: items.slice(0, shown),
    more:
      rest > 0 ? (
        <Center>
          <Button variant="default" onClick={() => setShown(shown + step)}>
            Show {Math.min(step, rest)} more ({rest} not shown)
          </Button>
        </Center>
      ) : null,
  };
}
