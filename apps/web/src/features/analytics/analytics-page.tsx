import { getRouteApi } from '@tanstack/react-router';
import { ChurchDashboard } from './church-dashboard';
import { ChurchNotFound } from './church-not-found';

const route = getRouteApi('/analytics');

/** Spec §2 /analytics: the church's dashboard, or 'Church Not Found' for a user without one. */
export function AnalyticsPage() {
  const { session } = route.useRouteContext();
  const membership = session.churchUser;
  if (!membership) return <ChurchNotFound />;
  return <ChurchDashboard churchId={membership.churchId} membership={membership} />;
}
