import { Menu } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { UserButton } from './user-button';

type UserMenuProps = {
  username: string;
  /** An administrator (signed in by token, not by session). */
  administrator?: boolean;
  /** How an administrator signs out; a church user's Logout is a link to /api/logout. */
  onLogout?: () => void;
};

/**
 * The signed-in user's menu. A church user's Logout is a plain link: the server ends the session
 * and redirects. An administrator's revokes the token, then forgets it here.
 */
export function UserMenu({ username, administrator = false, onLogout }: UserMenuProps) {
  const icon = <IconLogout size={16} aria-hidden="true" />;
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UserButton username={username} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          Signed in as {username}
          {administrator && ' (administrator)'}
        </Menu.Label>
        {onLogout ? (
          <Menu.Item leftSection={icon} onClick={onLogout}>
            Logout
          </Menu.Item>
        ) : (
          <>
            <Menu.Item
              component={Link}
              to="/account"
              leftSection={<IconSettings size={16} aria-hidden="true" />}
            >
              Account Settings
            </Menu.Item>
            <Menu.Item component="a" href="/api/logout" leftSection={icon}>
              Logout
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
