import { lazy, Suspense } from 'react';
import { ButtonLink } from '../links';
import { AccountActionLink } from './account-action';
import { accountAction, type HeaderAccount } from './nav-items';
import { UserButton } from './user-button';

// Menu and its positioning library load only for signed-in users (home page JS budget).
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** The buttons at the right of the desktop header. */
export function HeaderActions({ account }: { account: HeaderAccount }) {
  const { mode, session, pending, subscription, admin } = account;
  if (mode === 'visitor') {
    return (
      <ButtonLink to="/" variant="light">
        Church Partner?
      </ButtonLink>
    );
  }
  if (pending) return null;
  if (mode === 'signed-in' && session) {
    const action = accountAction(session, subscription);
    return (
      <>
        {action && <AccountActionLink action={action} />}
        <Suspense fallback={<UserButton username={session.user.username} />}>
          <UserMenu username={session.user.username} />
        </Suspense>
      </>
    );
  }
  if (admin) {
    return (
      <>
        <ButtonLink to="/admin" variant="light">
          Admin Dashboard
        </ButtonLink>
        <Suspense fallback={<UserButton username={admin.name} />}>
          <UserMenu username={admin.name} administrator onLogout={admin.signOut} />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <ButtonLink to="/login" variant="subtle">
        Login
      </ButtonLink>
      <ButtonLink to="/register-church">Get Started</ButtonLink>
    </>
  );
}
