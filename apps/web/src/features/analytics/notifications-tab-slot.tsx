import { Card, EmptyState } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/**
 * The Notifications tab's place on the dashboard. Notifications are built in another piece of
 * work, which replaces this component; until then the tab says plainly that nothing shows here.
 */
export function NotificationsTabSlot(_props: { churchId: number }) {
  return (
    <Card withBorder padding="xl">
      <EmptyState icon={<IconBell aria-hidden />} variant="light">
        <EmptyState.Title order={2}>No notifications here yet</EmptyState.Title>
        <EmptyState.Description>
          RSVP notifications will be listed in this tab once it is connected. Until then, each
          event's RSVP count is on the Overview tab.
        </EmptyState.Description>
      </EmptyState>
    </Card>
  );
}
