import type { SubscriptionStatus } from '@huddle/domain';
import type { Session } from '../../lib/session';

/**
 * Which header the visitor gets (spec §2 "Header and footer"). Visitor mode wins over a session:
 * it is a deliberately reduced view, shared as a link with the public.
 */
export type HeaderMode = 'visitor' | 'signed-out' | 'signed-in';

/** A signed-in administrator, as the header shows one (their token lives apart from sessions). */
export type HeaderAdmin = { name: string; signOut: () => void };

/** Who is signed in, as the header's buttons need it. */
export type HeaderAccount = {
  mode: HeaderMode;
  session: Session | null;
  /** While the session is unknown, show no sign-in buttons rather than flash the wrong ones. */
  pending: boolean;
  subscription: SubscriptionStatus | undefined;
  admin: HeaderAdmin | null;
};

export type NavItem = {
  label: string;
  to: '/events' | '/churches' | '/host-event' | '/sports-mission' | '/analytics';
  search?: { role: 'visitor' };
};

/** Visitor mode: the path starts with /events and the query has role=visitor. */
export function isVisitorMode(pathname: string, search: Record<string, unknown>): boolean {
  const onEvents = pathname === '/events' || pathname.startsWith('/events/');
  return onEvents && search.role === 'visitor';
}

export function headerMode(session: Session | null, visitorMode: boolean): HeaderMode {
  if (visitorMode) return 'visitor';
  return session ? 'signed-in' : 'signed-out';
}

const findEvents: NavItem = { label: 'Find Games & Events', to: '/events' };
const churches: NavItem = { label: 'Churches', to: '/churches' };

export function navItems(mode: HeaderMode): NavItem[] {
  switch (mode) {
    case 'visitor':
      return [{ ...findEvents, search: { role: 'visitor' } }];
    case 'signed-out':
      return [findEvents, churches];
    case 'signed-in':
      return [
        findEvents,
        churches,
        { label: 'Watch Together', to: '/host-event' },
        { label: 'Sports Mission', to: '/sports-mission' },
        { label: 'Analytics', to: '/analytics' },
      ];
  }
}

/**
 * The header's main button for a signed-in account: what its church is ready to do next. A
 * paying church hosts; one that has not paid (or no longer pays) completes its subscription; an
 * account without a church registers one. null while the church's subscription is unknown, so
 * the wrong offer never flashes.
 */
export type AccountAction =
  | { label: 'Get Started'; to: '/register-church' }
  | { label: 'Complete Subscription'; to: '/church-checkout'; churchId: number }
  | { label: 'Host an Event'; to: '/host-event' };

export function accountAction(
  session: Session,
  subscription: SubscriptionStatus | undefined,
): AccountAction | null {
  if (!session.churchUser) return { label: 'Get Started', to: '/register-church' };
  if (subscription === undefined) return null;
  if (subscription === 'active') return { label: 'Host an Event', to: '/host-event' };
  return {
    label: 'Complete Subscription',
    to: '/church-checkout',
    churchId: session.churchUser.churchId,
  };
}
