import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { TAGLINE } from '../../lib/brand';
import { ButtonLink } from '../links';
import { LogoMark } from '../logo-mark';
import { AccountActionLink } from './account-action';
import classes from './header.module.css';
import { accountAction, type HeaderAccount, type NavItem } from './nav-items';
import { NavLinks } from './nav-label';

type MobileMenuProps = {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
  account: HeaderAccount;
  unreadCount?: number | undefined;
};

/** The slide-out menu for small screens: the same items as the desktop header. */
export function MobileMenu({ opened, onClose, items, account, unreadCount }: MobileMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(20rem, 100%)"
      hiddenFrom="lg"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      title={
        <Group gap="xs">
          <LogoMark size={28} />
          <Text fw={800} ff="heading">
            Huddle
          </Text>
        </Group>
      }
    >
      <Stack gap="lg">
        <nav aria-label="Mobile" className={classes.drawerNav}>
          <NavLinks
            items={items}
            unreadCount={unreadCount}
            className={classes.drawerLink}
            onClick={onClose}
          />
        </nav>
        <Divider />
        <MobileActions account={account} onClose={onClose} />
        <Text size="sm" c="dimmed">
          {TAGLINE}
        </Text>
      </Stack>
    </Drawer>
  );
}

type MobileActionsProps = Pick<MobileMenuProps, 'account' | 'onClose'>;

function MobileActions({ account, onClose }: MobileActionsProps) {
  const { mode, session, pending, subscription, admin } = account;
  if (mode === 'visitor') {
    return (
      <ButtonLink to="/" variant="light" fullWidth onClick={onClose}>
        Church Partner?
      </ButtonLink>
    );
  }
  if (pending) return null;
  if (mode === 'signed-in' && session) {
    const action = accountAction(session, subscription);
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Signed in as <strong>{session.user.username}</strong>
        </Text>
        {action && <AccountActionLink action={action} fullWidth onClick={onClose} />}
        <ButtonLink to="/account" variant="default" fullWidth onClick={onClose}>
          Account Settings
        </ButtonLink>
        <Button
          component="a"
          href="/api/logout"
          variant="default"
          fullWidth
          leftSection={<IconLogout size={16} aria-hidden="true" />}
        >
          Logout
        </Button>
      </Stack>
    );
  }
  if (admin) {
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Signed in as <strong>{admin.name}</strong> (administrator)
        </Text>
        <ButtonLink to="/admin" variant="light" fullWidth onClick={onClose}>
          Admin Dashboard
        </ButtonLink>
        <Button
          variant="default"
          fullWidth
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => {
            admin.signOut();
            onClose();
          }}
        >
          Logout
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <ButtonLink to="/login" variant="default" fullWidth onClick={onClose}>
        Login
      </ButtonLink>
      <ButtonLink to="/register-church" fullWidth onClick={onClose}>
        Get Started
      </ButtonLink>
    </Stack>
  );
}
