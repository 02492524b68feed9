import { lazy, Suspense, startTransition, useRef, useState } from 'react';
import { CalendarButton, type Look } from './calendar-button';
import type { EventView } from './event-types';

// Mantine's Menu (popover, floating position, focus trap) is a large share of a list's code.
const CalendarMenu = lazy(() =>
  import('./calendar-menu').then((module) => ({ default: module.CalendarMenu })),
);

type Props = { event: EventView } & Look;

/**
 * Spec §2: Google, Outlook and Yahoo deep links open in a new tab; the .ics file is offered under
 * 'Apple Calendar / Other'. For a series each entry says what it adds: Google and the .ics take
 * the whole series, Outlook and Yahoo links only the next date (they have no way to repeat).
 *
 * A list shows a dozen of these, and a Mantine Menu on each made a large part of the page's
 * hydration on a slow phone, and its code a large part of the page's first load. So the page
 * shows a plain button that says what it opens; its first press (click, Enter or Space) loads the
 * menu's code, keeping the button (and its focus) meanwhile, then mounts the menu opened, with
 * focus kept on the button.
 */
export function AddToCalendarMenu({ event, variant = 'default', size, fullWidth }: Props) {
  const look = { variant, size, fullWidth };
  const [wanted, setWanted] = useState<{ hadFocus: boolean } | null>(null);
  const placeholder = useRef<HTMLButtonElement>(null);
  const button = (
    <CalendarButton
      ref={placeholder}
      look={look}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        const hadFocus = document.activeElement === placeholder.current;
        // In a transition the button stays on screen while the menu's code loads.
        startTransition(() => setWanted({ hadFocus }));
      }}
    />
  );
  // The boundary is there from the start, so that the transition keeps the button it shows.
  return (
    <Suspense fallback={button}>
      {wanted ? <CalendarMenu event={event} look={look} takeFocus={wanted.hadFocus} /> : button}
    </Suspense>
  );
}
