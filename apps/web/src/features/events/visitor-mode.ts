import { useLocation } from '@tanstack/react-router';
import { isVisitorMode } from '../../components/header/nav-items';

/**
 * Spec §2: visitor mode is any /events path with role=visitor. Links between /events pages carry
 * it on, so a visitor who opens a card still sees the visitor's header.
 */
export function useVisitorSearch(): { role: 'visitor' } | undefined {
  const visitor = useLocation({
    select: (location) => isVisitorMode(location.pathname, location.search),
  });
  return visitor ? { role: 'visitor' } : undefined;
}
