import { Button, type ButtonProps, Menu } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { CalendarItems } from './calendar-items';
import type { EventView } from './event-types';

type Look = Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'>;
type Props = { event: EventView } & Look;

/**
 * Spec §2: Google, Outlook and Yahoo deep links open in a new tab; the .ics file is offered under
 * 'Apple Calendar / Other'. For a series each entry says what it adds: Google and the .ics take
 * the whole series, Outlook and Yahoo links only the next date (they have no way to repeat).
 *
 * A list shows a dozen of these, and a Mantine Menu (popover, floating position, focus return) on
 * each made a large part of the page's hydration on a slow phone. So the page shows a plain button
 * that says what it opens, and the menu is mounted on its first press (click, Enter or Space),
 * opened at once, with focus kept on the button.
 */
export function AddToCalendarMenu({ event, variant = 'default', size, fullWidth }: Props) {
  const look = { variant, size, fullWidth };
  const [wanted, setWanted] = useState<{ hadFocus: boolean } | null>(null);
  const placeholder = useRef<HTMLButtonElement>(null);
  if (wanted) return <CalendarMenu event={event} look={look} takeFocus={wanted.hadFocus} />;
  return (
    <CalendarButton
      ref={placeholder}
      look={look}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted({ hadFocus: document.activeElement === placeholder.current })}
    />
  );
}

/** The menu itself, mounted closed and then opened, so that Mantine returns focus on closing. */
function CalendarMenu({
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

type CalendarButtonProps = {
  look: Look;
  ref: Ref<HTMLButtonElement>;
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

/** Menu.Target adds its own handlers and aria attributes to these props. */
function CalendarButton({ look, ...props }: CalendarButtonProps) {
  return (
    <Button {...look} {...props} leftSection={<IconCalendarPlus size={16} aria-hidden />}>
      Add to Calendar
    </Button>
  );
}
