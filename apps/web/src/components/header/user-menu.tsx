import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { UserButton } from './user-button';

type UserMenuProps = { username: string };

/** The signed-in user's menu. Logout is a plain link: the server ends the session and redirects. */
export function UserMenu({ username }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UserButton username={username} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as {username}</Menu.Label>
        <Menu.Item
          component="a"
          href="/api/logout"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
