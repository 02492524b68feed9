import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

type PostModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/** The frame both create modals share: the dialog, its form, Cancel and the submit button. */
export function PostModal({
  opened,
  onClose,
  title,
  submitLabel,
  pending,
  onSubmit,
  children,
}: PostModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Posting...' : submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
