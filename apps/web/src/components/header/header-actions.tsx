import { lazy, Suspense } from 'react';
import type { Session } from '../../lib/session';
import { ButtonLink } from '../links';
import type { HeaderMode } from './nav-items';
import { UserButton } from './user-button';

// Menu and its positioning library load only for signed-in users (home page JS budget).
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

type HeaderActionsProps = {
  mode: HeaderMode;
  session: Session | null;
  /** While the session is unknown, show no sign-in buttons rather than flash the wrong ones. */
  pending: boolean;
};

/** The buttons at the right of the desktop header. */
export function HeaderActions({ mode, session, pending }: HeaderActionsProps) {
  if (mode === 'visitor') {
    return (
      <ButtonLink to="/" variant="light">
        Church Partner?
      </ButtonLink>
    );
  }
  if (pending) return null;
  if (mode === 'signed-in' && session) {
    return (
      <>
        <ButtonLink to="/register-church">Get Started</ButtonLink>
        <Suspense fallback={<UserButton username={session.user.username} />}>
          <UserMenu username={session.user.username} />
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
