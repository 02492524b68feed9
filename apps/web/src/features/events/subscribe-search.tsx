import { Button, Group } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { lazy, useId, useState } from 'react';
import { LazyPart } from '../../lib/lazy-part';
import type { EventListInput } from './events-query';

// Its links and copy button load on the first press: most visitors browse and never subscribe.
const Panel = lazy(() =>
  import('./subscribe-search-panel').then((module) => ({ default: module.SubscribeSearchPanel })),
);

/**
 * Subscribe to the list as it is filtered (issue 30, item 4): a button that shows and hides the
 * ways to add the search to a calendar, below it.
 */
export function SubscribeSearch({ input }: { input: EventListInput }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Group justify="flex-end">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          Subscribe to this list
        </Button>
      </Group>
      {open && (
        <LazyPart loadingLabel="Loading the calendar links">
          <Panel id={panelId} titleId={`${panelId}-title`} input={input} />
        </LazyPart>
      )}
    </>
  );
}
