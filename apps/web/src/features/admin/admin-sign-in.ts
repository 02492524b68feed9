import type { AdminLoginInput } from '@huddle/domain';
import { withProofOfWork } from '../../lib/proof-of-work';
import { type AdminOutputs, adminClient } from './admin-trpc';

/**
 * The administrator sign-in, with the proof of work the API asks for once an account has had a
 * few failed sign-ins (apps/api/src/modules/shared/proof-of-work.ts; lib/proof-of-work.ts). The
 * person only sees the button say it is checking the browser. Strangers' guesses can make the
 * account harder while this browser solves, and the API then asks for a harder one: three tries.
 */
export function signInAdmin(
  values: AdminLoginInput,
  onChecking: () => void,
): Promise<AdminOutputs['login']> {
  return withProofOfWork(
    (proofOfWork) => adminClient.admin.login.mutate({ ...values, proofOfWork }),
    () => adminClient.admin.loginChallenge.query({ email: values.email }),
    { onChecking },
  );
}
