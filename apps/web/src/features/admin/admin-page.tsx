import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { PageLoader } from '../../components/page-loader';
import { AdminDashboard } from './admin-dashboard';
import { AdminLoginForm } from './admin-login-form';
import { forgetAdmin, useAdminToken } from './admin-session';
import { storeAdminToken } from './admin-token';
import { adminTrpc } from './admin-trpc';

/**
 * Spec §2 /admin and §4 admin session: a stored token is verified first ('Verifying
 * authentication...'); a token that fails is cleared silently and the login form shows.
 */
export function AdminPage() {
  const queryClient = useQueryClient();
  const token = useAdminToken();
  const verify = useQuery({ ...adminTrpc.admin.verify.queryOptions(), enabled: token !== null });

  const signOut = useCallback(() => forgetAdmin(queryClient), [queryClient]);

  const rejected = token !== null && verify.isError;
  useEffect(() => {
    // Spec §8: a failed verification silently clears the token.
    if (rejected) signOut();
  }, [rejected, signOut]);

  if (token === null || rejected) {
    return (
      <AdminLoginForm
        onSignedIn={({ token: fresh, admin }) => {
          // The answer vouches for the token: no second round trip to verify it.
          queryClient.setQueryData(adminTrpc.admin.verify.queryKey(), { admin });
          storeAdminToken(fresh);
        }}
      />
    );
  }
  if (!verify.data) return <PageLoader label="Verifying authentication..." />;
  return <AdminDashboard admin={verify.data.admin} onSignedOut={signOut} />;
}
