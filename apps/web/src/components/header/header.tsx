import { useLocation } from '@tanstack/react-router';
import { useAdminSignOut, useSignedInAdmin } from '../../features/admin/admin-session';
import { useUnreadCount } from '../../features/notifications/use-unread-count';
import { useSession } from '../../lib/session';
import { HeaderView } from './header-view';
import { isVisitorMode } from './nav-items';
import { useSubscription } from './use-subscription';

/**
 * The header wired to the session (`auth.user`), the church's subscription, a signed-in
 * administrator (their token) and the current URL (visitor mode).
 */
export function Header() {
  const { session, pending } = useSession();
  const unreadCount = useUnreadCount(session);
  const subscription = useSubscription(session);
  const admin = useSignedInAdmin();
  const { signOut } = useAdminSignOut();
  const visitorMode = useLocation({
    select: (location) => isVisitorMode(location.pathname, location.search),
  });
  return (
    <HeaderView
      session={session}
      sessionPending={pending}
      visitorMode={visitorMode}
      unreadCount={unreadCount}
      subscription={subscription}
      admin={admin && { name: admin.name, signOut }}
    />
  );
}
