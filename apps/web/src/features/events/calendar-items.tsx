import { CALENDAR_LINKS_REPEAT, calendarLinks, describeRecurrence } from '@huddle/domain';
import { Menu, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { calendarEventOf, eventIcsPath } from './event-links';
import type { EventView } from './event-types';

const PROVIDERS = [
  { key: 'google', label: 'Google Calendar' },
  { key: 'outlook', label: 'Outlook' },
  { key: 'yahoo', label: 'Yahoo Calendar' },
] as const;

/**
 * The menu's entries, rendered only while it is open: the links (with the page's own address)
 * are made when someone asks for them, not for every card of a list, nor on the server, which
 * renders the lists with no address bar to read.
 */
export function CalendarItems({ event }: { event: EventView }) {
  const links = useMemo(() => calendarLinks(calendarEventOf(event)), [event]);
  const repeats = describeRecurrence(event);
  const external = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <>
      {repeats && <Menu.Label>{repeats}</Menu.Label>}
      {PROVIDERS.map(({ key, label }) => (
        <Menu.Item key={key} {...external} href={links[key]}>
          <ItemText
            label={label}
            note={
              repeats &&
              (CALENDAR_LINKS_REPEAT[key]
                ? 'Whole series'
                : `Next date only: ${label} links cannot repeat`)
            }
          />
        </Menu.Item>
      ))}
      <Menu.Divider />
      <Menu.Item
        component="a"
        href={eventIcsPath(event.id)}
        download
        leftSection={<IconDownload size={14} aria-hidden />}
      >
        <ItemText label="Apple Calendar / Other" note={repeats && 'Whole series (.ics file)'} />
      </Menu.Item>
    </>
  );
}

/** The provider's name, and for a series a second line that is part of the item's name. */
function ItemText({ label, note }: { label: string; note: ReactNode }) {
  if (!note) return label;
  return (
    <>
      {label}
      <Text component="span" display="block" size="xs" c="dimmed">
        {note}
      </Text>
    </>
  );
}
