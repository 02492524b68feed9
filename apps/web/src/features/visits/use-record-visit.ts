import type { VisitInput } from '@huddle/domain';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { recordVisit } from './record-visit';

/**
 * A page view on each route change (the path only: no query or fragment, which can carry a
 * search or an RSVP's private link). The referrer goes with the first view only: it is the site
 * the visitor came from; later views come from our own pages.
 */
export function usePageViews(): void {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const first = useRef(true);
  useEffect(() => {
    const referrer = first.current && document.referrer ? document.referrer : undefined;
    first.current = false;
    recordVisit({ type: 'pageview', path, ...(referrer ? { referrer } : {}) });
  }, [path]);
}

/** One view of an event or church when its id is shown (again on a change of id, not on re-renders). */
export function useRecordView(visit: Extract<VisitInput, { type: 'event' | 'church' }> | null) {
  const key = visit ? JSON.stringify(visit) : null;
  useEffect(() => {
    if (key) recordVisit(JSON.parse(key) as VisitInput);
  }, [key]);
}
