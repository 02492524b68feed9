import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { DeleteEventDialog } from './delete-event-dialog';
import { EditEventDialog } from './edit-event-dialog';
import type { EventView } from './event-types';

/**
 * Spec §2, §6: the hosting church's menu with Edit Event and Delete Event. A dialog opened from it
 * hands focus back to the menu's button when it closes: the menu item that opened it is gone.
 */
export function EventOwnerMenu({ event }: { event: EventView }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setDialog(null);
    trigger.current?.focus();
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            ref={trigger}
            variant="default"
            size="lg"
            radius="md"
            aria-label="Event actions"
          >
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setDialog('edit')}
          >
            Edit Event
          </Menu.Item>
          <Menu.Item
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDialog('delete')}
          >
            Delete Event
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <EditEventDialog event={event} opened={dialog === 'edit'} onClose={close} />
      <DeleteEventDialog event={event} opened={dialog === 'delete'} onClose={close} />
    </>
  );
}
