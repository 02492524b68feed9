import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import classes from './header.module.css';

type UserButtonProps = { username: string } & ComponentPropsWithRef<'button'>;

/** The signed-in user's name and initial; the target of the user menu. */
export function UserButton({ username, ...props }: UserButtonProps) {
  return (
    <UnstyledButton className={classes.userButton} {...props}>
      <span className={classes.initial} aria-hidden="true">
        {username.slice(0, 1).toUpperCase()}
      </span>
      <span>{username}</span>
      <IconChevronDown size={16} stroke={2} aria-hidden="true" />
    </UnstyledButton>
  );
}
