import { type BoxProps, Burger, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

type Props = { opened: boolean; className?: string } & Pick<BoxProps, 'hiddenFrom'> &
  Omit<ComponentPropsWithRef<'button'>, 'children' | 'className'>;

/**
 * The button that opens the mobile menu, drawn with Mantine's Burger styles. Burger itself draws
 * its lines in a div, which HTML does not allow inside a button; a span does the same.
 */
export function MenuButton({ opened, className, ...props }: Props) {
  return (
    <UnstyledButton className={`${Burger.classes.root} ${className ?? ''}`} {...props}>
      <span className={Burger.classes.burger} data-opened={opened || undefined} />
    </UnstyledButton>
  );
}
