import { Button, Group } from '@mantine/core';

type Props = {
  /** What keeps things as they are, e.g. 'Keep RSVP'. */
  cancelLabel: string;
  onCancel: () => void;
  /** The destructive choice's words, and what it says while it runs. */
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => void;
  pending: boolean;
};

/**
 * The two buttons of a destructive confirmation: keep, then the red choice (red 9, which white
 * text reads on). Both wait while the choice runs.
 */
export function ConfirmActions(props: Props) {
  const { cancelLabel, onCancel, confirmLabel, pendingLabel, onConfirm, pending } = props;
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button color="red.9" disabled={pending} onClick={onConfirm}>
        {pending ? pendingLabel : confirmLabel}
      </Button>
    </Group>
  );
}
