import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { clearAdminToken, readAdminToken, subscribeAdminToken } from './admin-token';
import { type AdminOutputs, adminTrpc } from './admin-trpc';

export type SignedInAdmin = AdminOutputs['verify']['admin'];

/** The stored token; null on the server and in the first render, as the prerendered page has it. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribeAdminToken, readAdminToken, () => null);
}

/** The administrator of the stored token once the API has confirmed it; null otherwise. */
export function useSignedInAdmin(): SignedInAdmin | null {
  const token = useAdminToken();
  const verify = useQuery({ ...adminTrpc.admin.verify.queryOptions(), enabled: token !== null });
  return token !== null && verify.data ? verify.data.admin : null;
}

/** Forgets the administrator here: the token and every answer fetched with it. */
export function forgetAdmin(queryClient: QueryClient): void {
  clearAdminToken();
  queryClient.removeQueries(adminTrpc.admin.pathFilter());
}

/** Signs the administrator out: the token is revoked on the server, then forgotten whatever the answer. */
export function useAdminSignOut() {
  const queryClient = useQueryClient();
  const logout = useMutation(
    adminTrpc.admin.logout.mutationOptions({ onSettled: () => forgetAdmin(queryClient) }),
  );
  return { signOut: () => logout.mutate(), pending: logout.isPending };
}
