import { List, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmActions } from '../../../components/confirm-actions';
import { showFailure, showToast } from '../../../lib/toast';
import { toldText } from '../../events/told-text';
import { adminTrpc } from '../admin-trpc';

/** Who the deletion tells, counted when the dialog opens. */
function willBeToldText(attendees: number | undefined): string {
  if (attendees === undefined) return 'Counting the attendees of its dates still to come…';
  if (attendees === 0) return "Nobody has RSVP'd for its dates still to come.";
  return attendees === 1
    ? 'The 1 attendee of its dates still to come will be told by e-mail that theirs is cancelled.'
    : `The ${attendees} attendees of its dates still to come will be told by e-mail that theirs are cancelled.`;
}

type Props = { church: { id: number; name: string }; onClose: () => void };

/** Spec §2: the confirmation naming the church and what is permanently removed. */
export function DeleteChurchDialog({ church, onClose }: Props) {
  const queryClient = useQueryClient();
  const toTell = useQuery(adminTrpc.admin.churchAttendeesToTell.queryOptions({ id: church.id }));
  const remove = useMutation(
    adminTrpc.admin.deleteChurch.mutationOptions({
      onSuccess: ({ churchName, attendeesTold }) => {
        showToast({
          color: 'green',
          title: 'Church Deleted',
          message: `${churchName} and all associated data have been successfully removed.${toldText(attendeesTold)}`,
        });
        onClose();
        // Spec §4: the church list and the dashboard data are refreshed.
        void queryClient.invalidateQueries(adminTrpc.admin.pathFilter());
      },
      onError: (error) => {
        showFailure('Delete Failed', error, 'Failed to delete church');
      },
    }),
  );

  return (
    <Modal opened onClose={remove.isPending ? () => {} : onClose} title="Delete Church" centered>
      <Stack gap="md">
        <Text>
          Are you sure you want to delete <strong>{church.name}</strong>? This permanently removes:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Church profile</List.Item>
          <List.Item>All its events</List.Item>
          <List.Item>All RSVPs and attendee data</List.Item>
          <List.Item>Support offers and requests</List.Item>
          <List.Item>Subscription and payment data</List.Item>
        </List>
        {!toTell.isError && (
          <Text size="sm" role="status">
            {willBeToldText(toTell.data?.attendees)}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          This cannot be undone.
        </Text>
        <ConfirmActions
          cancelLabel="Cancel"
          onCancel={onClose}
          confirmLabel="Delete Church"
          pendingLabel="Deleting..."
          onConfirm={() => remove.mutate({ id: church.id })}
          pending={remove.isPending}
        />
      </Stack>
    </Modal>
  );
}
