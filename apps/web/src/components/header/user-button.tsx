import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import classes from './header.module.css';

type UserButtonProps = { username: string } & ComponentPropsWithRef<'button'>;

/**
 * The signed-in user's name and initial; the target of the user menu. The menu's target hands
 * down a className of its own: it joins ours rather than replacing it (replaced, the initial
 * touched the name, with no gap or padding).
 */
export function UserButton({ username, className, ...props }: UserButtonProps) {
  return (
    <UnstyledButton
      {...props}
      // Style props, not the class: UnstyledButton's own stylesheet sets padding 0 and may load later.
      py={4}
      pl={4}
      pr={8}
      className={className ? `${classes.userButton} ${className}` : classes.userButton}
    >
      <span className={classes.initial} aria-hidden="true">
        {username.slice(0, 1).toUpperCase()}
      </span>
      <span>{username}</span>
      <IconChevronDown size={16} stroke={2} aria-hidden="true" />
    </UnstyledButton>
  );
}
