import { Button, type ButtonProps } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { showToast } from '../../lib/toast';

type CopyActionProps = {
  value: string;
  children: string;
  /** The toast after copying, e.g. 'Link copied!' / 'Event link copied to clipboard' (spec §8). */
  copied: { title: string; message: string };
} & Pick<ButtonProps, 'variant' | 'size'>;

/** A button that puts `value` on the clipboard and says so (or that it could not). */
export function CopyAction({
  value,
  children,
  copied,
  variant = 'default',
  size,
}: CopyActionProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showToast({ color: 'green', ...copied });
    } catch {
      showToast({
        color: 'red',
        title: 'Could not copy',
        message: 'Select the text and copy it instead.',
      });
    }
  };
  return (
    <Button
      variant={variant}
      size={size}
      leftSection={<IconCopy size={16} aria-hidden />}
      onClick={() => void copy()}
    >
      {children}
    </Button>
  );
}

export const LINK_COPIED = { title: 'Link copied!', message: 'Event link copied to clipboard' };
