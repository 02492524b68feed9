import { Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CalendarButton, type Look } from './calendar-button';
import { CalendarItems } from './calendar-items';
import type { EventView } from './event-types';

/** The menu itself, mounted closed and then opened, so that Mantine returns focus on closing. */
export function CalendarMenu({
  event,
  look,
  takeFocus,
}: {
  event: EventView;
  look: Look;
  takeFocus: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The button is a new element: the focus the pressed one had moves to it.
    if (takeFocus) target.current?.focus();
    setOpened(true);
  }, [takeFocus]);
  return (
    <Menu position="bottom-start" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <CalendarButton ref={target} look={look} />
      </Menu.Target>
      <Menu.Dropdown>
        <CalendarItems event={event} />
      </Menu.Dropdown>
    </Menu>
  );
}
