import { Badge, Group, Modal, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListEmpty } from '../../components/list-empty';
import { QueryLoadError } from '../../components/load-error';
import { ShowMorePages } from '../../components/load-more';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { AttendeeDetails } from '../attendees/attendee-details';
import { MessageModal, type MessageRecipient } from '../attendees/message-modal';
import classes from './notifications.module.css';

export type NotificationItem = RouterOutputs['notifications']['list']['items'][number];

const PAGE_SIZE = 20;
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The church's notifications (spec §2 /analytics Notifications tab, §4): newest first, unread
 * marked; opening one marks it read and, for an RSVP, shows the attendee with a Message button.
 */
export function NotificationsPanel({ churchId }: { churchId: number }) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(
    trpc.notifications.list.infiniteQueryOptions(
      { churchId, limit: PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor },
    ),
  );
  const [opened, setOpened] = useState<NotificationItem | null>(null);
  const [recipient, setRecipient] = useState<MessageRecipient | null>(null);
  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({
      onSettled: () => {
        void queryClient.invalidateQueries(trpc.notifications.pathFilter());
      },
    }),
  );

  function open(notification: NotificationItem) {
    setOpened(notification);
    if (!notification.isRead) markRead.mutate({ id: notification.id });
  }

  if (query.isPending) return <PanelSkeleton />;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isError && items.length === 0) {
    return <QueryLoadError title="Failed to load notifications" query={query} />;
  }
  if (items.length === 0) {
    return (
      <ListEmpty
        icon={<IconBell size={28} aria-hidden />}
        title="No Notifications Yet"
        description="When someone RSVPs for one of your events, you will see it here."
      />
    );
  }

  return (
    <Stack gap="sm">
      {/* Inert behind an open dialog, so no stray focus or touch lands on the list. */}
      <ul
        className={classes.list}
        aria-label="Notifications"
        inert={opened !== null || recipient !== null || undefined}
      >
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationRow notification={notification} onOpen={open} />
          </li>
        ))}
      </ul>
      <ShowMorePages query={query} noun="notifications" />
      <Modal
        opened={opened !== null && recipient === null}
        onClose={() => setOpened(null)}
        title={opened?.message ?? 'Notification'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened?.rsvpId ? (
          <AttendeeDetails
            rsvpId={opened.rsvpId}
            onMessage={(attendee) =>
              setRecipient({
                churchId,
                eventTitle: attendee.eventTitle,
                rsvpId: attendee.id,
                attendeeName: attendee.attendeeName,
              })
            }
          />
        ) : (
          <Text>This RSVP is no longer on the list, so there is no attendee to show.</Text>
        )}
      </Modal>
      <MessageModal recipient={recipient} onClose={() => setRecipient(null)} />
    </Stack>
  );
}

type RowProps = { notification: NotificationItem; onOpen: (n: NotificationItem) => void };

function NotificationRow({ notification, onOpen }: RowProps) {
  const unread = !notification.isRead;
  return (
    <UnstyledButton
      className={classes.row}
      data-unread={unread || undefined}
      onClick={() => onOpen(notification)}
    >
      <Paper withBorder p="md" radius="md" className={classes.card}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Text fw={unread ? 700 : 500}>{notification.message}</Text>
            <Text size="sm" c="gray.7">
              {when.format(notification.createdAt)}
            </Text>
          </Stack>
          {unread ? (
            <Badge color="blue.8" variant="filled">
              New
            </Badge>
          ) : (
            <Text size="sm" c="gray.7">
              Read
            </Text>
          )}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

function PanelSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-label="Loading notifications">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={72} radius="md" />
      ))}
    </Stack>
  );
}
