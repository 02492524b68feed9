import { calendarLinks } from '@huddle/domain';
import { Button, type ButtonProps, Menu } from '@mantine/core';
import { IconCalendarPlus, IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { calendarEventOf, eventIcsPath } from './event-links';
import type { EventView } from './event-types';

type Props = { event: EventView } & Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'>;

/**
 * Spec §2: Google, Outlook and Yahoo deep links open in a new tab; the .ics file (which carries
 * the whole recurring series) is offered under 'Apple Calendar / Other'.
 */
export function AddToCalendarMenu({ event, variant = 'default', size, fullWidth }: Props) {
  const links = useMemo(() => calendarLinks(calendarEventOf(event)), [event]);
  const external = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant={variant}
          size={size}
          fullWidth={fullWidth}
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
        >
          Add to Calendar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item {...external} href={links.google}>
          Google Calendar
        </Menu.Item>
        <Menu.Item {...external} href={links.outlook}>
          Outlook
        </Menu.Item>
        <Menu.Item {...external} href={links.yahoo}>
          Yahoo Calendar
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component="a"
          href={eventIcsPath(event.id)}
          download
          leftSection={<IconDownload size={14} aria-hidden />}
        >
          Apple Calendar / Other
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
