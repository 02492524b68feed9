import { useLocation } from '@tanstack/react-router';
import { useUnreadCount } from '../../features/notifications/use-unread-count';
import { useSession } from '../../lib/session';
import { HeaderView } from './header-view';
import { isVisitorMode } from './nav-items';

/** The header wired to the session (`auth.user`) and to the current URL (visitor mode). */
export function Header() {
  const { session, pending } = useSession();
  const unreadCount = useUnreadCount(session);
  const visitorMode = useLocation({
    select: (location) => isVisitorMode(location.pathname, location.search),
  });
  return (
    <HeaderView
      session={session}
      sessionPending={pending}
      visitorMode={visitorMode}
      unreadCount={unreadCount}
    />
  );
}
