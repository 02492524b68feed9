import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { Ref } from 'react';

export type Look = Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'>;

type CalendarButtonProps = {
  look: Look;
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

/** 'Add to Calendar'. Menu.Target adds its own handlers and aria attributes to these props. */
export function CalendarButton({ look, ...props }: CalendarButtonProps) {
  return (
    <Button {...look} {...props} leftSection={<IconCalendarPlus size={16} aria-hidden />}>
      Add to Calendar
    </Button>
  );
}
