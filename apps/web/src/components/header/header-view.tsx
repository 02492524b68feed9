import type { SubscriptionStatus } from '@huddle/domain';
import { Box, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { TAGLINE } from '../../lib/brand';
import type { Session } from '../../lib/session';
import { LogoMark } from '../logo-mark';
import classes from './header.module.css';
import { HeaderActions } from './header-actions';
import { MenuButton } from './menu-button';
import { type HeaderAccount, type HeaderAdmin, headerMode, navItems } from './nav-items';
import { NavLinks } from './nav-label';

// The drawer (and its focus trap, scroll lock, overlay) loads when the burger is first used.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export type HeaderViewProps = {
  session: Session | null;
  /** True while the session lookup has not answered yet. */
  sessionPending?: boolean;
  visitorMode: boolean;
  /** The church's unread notifications, shown on Analytics. */
  unreadCount?: number | undefined;
  /** The signed-in church's subscription; undefined while unknown (or without a church). */
  subscription?: SubscriptionStatus | undefined;
  /** A signed-in administrator, when there is one. */
  admin?: HeaderAdmin | null;
};

/** The site header for a given session and mode; `Header` wires it to the server and the URL. */
export function HeaderView({
  session,
  sessionPending = false,
  visitorMode,
  unreadCount,
  subscription,
  admin = null,
}: HeaderViewProps) {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const mode = headerMode(session, visitorMode);
  const items = navItems(mode);
  const account: HeaderAccount = { mode, session, pending: sessionPending, subscription, admin };

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <div className={classes.brand}>
          {mode === 'visitor' ? (
            <Link to="/events" search={{ role: 'visitor' }} className={classes.logo}>
              <LogoMark />
              Huddle
            </Link>
          ) : (
            <Link to="/" className={classes.logo}>
              <LogoMark />
              Huddle
            </Link>
          )}
          {/* A plain paragraph (Mantine's Text would set its own size over the class), left out on
              a phone: there it made the sticky header 150px tall; the mobile menu carries it. */}
          <Box component="p" className={classes.tagline} visibleFrom="sm">
            {TAGLINE}
          </Box>
        </div>

        <Box component="nav" aria-label="Main" className={classes.nav} visibleFrom="lg">
          <NavLinks items={items} unreadCount={unreadCount} className={classes.link} />
        </Box>
        <Box className={classes.actions} visibleFrom="lg">
          <HeaderActions account={account} />
        </Box>

        <MenuButton
          className={classes.burger}
          opened={menuOpened}
          onClick={() => {
            setMenuUsed(true);
            menu.toggle();
          }}
          onPointerEnter={loadMobileMenu}
          onFocus={loadMobileMenu}
          hiddenFrom="lg"
          aria-label="Open menu"
          aria-expanded={menuOpened}
          aria-haspopup="dialog"
        />
      </Container>

      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={menuOpened}
            onClose={menu.close}
            items={items}
            account={account}
            unreadCount={unreadCount}
          />
        </Suspense>
      )}
    </Box>
  );
}
