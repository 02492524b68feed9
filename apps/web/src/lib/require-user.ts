import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { RouterContext } from '../routes/__root';
import type { Session } from './session';

/**
 * Who is signed in, through the same auth.user query the header reads (one request for both).
 * A failed lookup reads as signed out: the safe answer.
 */
export async function loadSession({ queryClient, trpc }: RouterContext): Promise<Session | null> {
  try {
    return await queryClient.ensureQueryData(trpc.auth.user.queryOptions());
  } catch {
    return null;
  }
}

/**
 * `beforeLoad` of a page for church officials (spec §6): a signed-out visitor goes to /login,
 * which brings them back here afterwards. The session joins the route context.
 */
export async function requireUser(
  context: RouterContext,
  location: ParsedLocation,
): Promise<{ session: Session }> {
  const session = await loadSession(context);
  if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { session };
}
