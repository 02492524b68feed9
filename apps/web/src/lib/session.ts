import { useQuery } from '@tanstack/react-query';
import { type RouterOutputs, trpc } from './trpc';

/** Who is signed in (spec §3: a user, and the church membership when there is one). */
export type Session = NonNullable<RouterOutputs['auth']['user']>;

export type SessionState = {
  /** null when signed out, and also when the lookup failed: the safe reading. */
  session: Session | null;
  /** True until the first answer arrives. */
  pending: boolean;
};

export function useSession(): SessionState {
  const query = useQuery(trpc.auth.user.queryOptions());
  return { session: query.data ?? null, pending: query.isPending };
}
