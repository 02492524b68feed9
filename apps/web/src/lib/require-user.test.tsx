import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectPageHeading } from '../test/expectations';
import { renderApp } from '../test/render';
import { deferred, stubTrpc } from '../test/trpc-stub';
import type { Session } from './session';

const session: Session = {
  user: { id: 7, username: 'pastor_mike' },
  churchUser: { churchId: 3, role: 'owner' },
};

// Spec §2 and §6: these pages are for signed-in church officials.
const PROTECTED: [path: string, heading: string][] = [
  ['/sports-mission', 'Sports Mission'],
  ['/host-event', 'Host a Watch Party or Event'],
  ['/analytics', 'Church Analytics'],
  ['/edit-church/4', 'Edit Church Information'],
];

describe('protected routes', () => {
  it.each(PROTECTED)('%s sends a signed-out visitor to /login and back', async (path) => {
    stubTrpc({ 'auth.user': () => null });
    const { router } = await renderApp({ path });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.matches.at(-1)?.search).toEqual({ redirect: path });
    await expectPageHeading('Church Official Login');
  });

  it.each(PROTECTED)('%s opens for a signed-in user', async (path, heading) => {
    stubTrpc({ 'auth.user': () => session });
    const { router } = await renderApp({ path });

    await expectPageHeading(heading);
    expect(router.state.location.pathname).toBe(path);
  });

  it('keeps the query string of the page to return to', async () => {
    stubTrpc({ 'auth.user': () => null });
    const { router } = await renderApp({ path: '/analytics?period=90d' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.matches.at(-1)?.search).toEqual({ redirect: '/analytics?period=90d' });
  });

  it('treats a failed session lookup as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { router } = await renderApp({ path: '/host-event' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a loading state while the session is checked', async () => {
    const answer = deferred<Session | null>();
    stubTrpc({ 'auth.user': () => answer.promise });
    const { router } = await renderApp({ path: '/' });

    void router.navigate({ to: '/host-event' });

    expect(await screen.findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('Loading…');
    answer.resolve(session);
    await expectPageHeading('Host a Watch Party or Event');
  });
});
