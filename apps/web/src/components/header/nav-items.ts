import type { Session } from '../../lib/session';

/**
 * Which header the visitor gets (spec §2 "Header and footer"). Visitor mode wins over a session:
 * it is a deliberately reduced view, shared as a link with the public.
 */
export type HeaderMode = 'visitor' | 'signed-out' | 'signed-in';

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
