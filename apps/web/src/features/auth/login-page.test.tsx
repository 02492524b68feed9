import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { expectLink, expectPageHeading } from '../../test/expectations';
import { expectRefused } from '../../test/fields';
import { renderApp } from '../../test/render';
import { deferred, StubError, stubTrpc } from '../../test/trpc-stub';
import { sampleEvent } from '../events/event-page-fixtures';

const session: Session = {
  user: { id: 7, username: 'pastor_mike' },
  churchUser: { churchId: 3, role: 'owner' },
};

/**
 * A server that knows one account; auth.user answers according to what happened so far. The
 * account has an e-mail address unless `askForEmail` (then it is asked for one after signing in).
 */
function signInServer(login: (input: unknown) => unknown = () => session, askForEmail = false) {
  let signedIn = false;
  return stubTrpc({
    'auth.user': () => (signedIn ? session : null),
    'auth.login': async (input) => {
      const answer = await login(input);
      signedIn = true;
      return answer;
    },
    'auth.password.askForEmail': () => ({ ask: askForEmail }),
    'auth.password.setEmail': (input) => input,
    'auth.password.forgot': () => ({ sent: true }),
  });
}

function fillAndSubmit(username = 'pastor_mike', password = 'secret-pass') {
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  notifications.clean();
});

describe('/login', () => {
  it('shows the title, subtitle and the link to register', async () => {
    signInServer();
    await renderApp({ path: '/login' });

    await expectPageHeading('Church Official Login');
    expect(screen.getByText('Sign in to manage your church events')).toBeVisible();
    expectLink('Register your church', '/register-church');
    await waitFor(() => expect(document.title).toBe('Church Official Login · Huddle'));
  });

  it('requires both fields and sends nothing when they are empty', async () => {
    const api = signInServer();
    await renderApp({ path: '/login' });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

    await expectRefused('Username', ['Username is required', 'Password is required']);
    expect(api.inputsOf('auth.login')).toEqual([]);
  });

  it("reads 'Signing in...' and is disabled while the server answers", async () => {
    const answer = deferred<Session>();
    signInServer(() => answer.promise);
    await renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Sign In' });

    fillAndSubmit();

    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    answer.resolve(session);
    expect(await screen.findByText('Login Successful!')).toBeVisible();
  });

  it("shows 'Login Failed' with the server's message", async () => {
    signInServer(() => {
      throw new StubError('UNAUTHORIZED', 'Invalid username or password.');
    });
    const { router } = await renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Sign In' });

    fillAndSubmit('pastor_mike', 'wrong');

    expect((await screen.findAllByText('Login Failed'))[0]).toBeVisible();
    expect(screen.getAllByText('Invalid username or password.')[0]).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('moves focus to the reason after a failed sign-in, again on every failure', async () => {
    signInServer(() => {
      throw new StubError('UNAUTHORIZED', 'Invalid username or password.');
    });
    await renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Sign In' });

    fillAndSubmit('pastor_mike', 'wrong');

    const reason = await screen.findByRole('group', { name: 'Login Failed' });
    expect(reason).toHaveTextContent('Invalid username or password.');
    await waitFor(() => expect(reason).toHaveFocus());

    screen.getByLabelText(/^Password/).focus();
    fillAndSubmit('pastor_mike', 'wrong again');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Login Failed' })).toHaveFocus());
  });

  it('passes on another server message as it is (rate limit)', async () => {
    signInServer(() => {
      throw new StubError('TOO_MANY_REQUESTS', 'Too many attempts. Please try again later.');
    });
    await renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Sign In' });

    fillAndSubmit();

    expect(
      (await screen.findAllByText('Too many attempts. Please try again later.'))[0],
    ).toBeVisible();
  });

  it("falls back to 'Invalid username or password.' when no answer comes", async () => {
    const api = signInServer();
    api.fetchMock.mockImplementation(async (url) => {
      if (String(url).includes('auth.login')) throw new TypeError('Failed to fetch');
      return Response.json([{ result: { data: { json: null } } }]);
    });
    await renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Sign In' });

    fillAndSubmit();

    expect((await screen.findAllByText('Login Failed'))[0]).toBeVisible();
    expect(screen.getAllByText('Invalid username or password.')[0]).toBeVisible();
  });

  it('signs in, says welcome back to Huddle and goes home', async () => {
    const api = signInServer();
    const { router } = await renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Sign In' });

    fillAndSubmit('  pastor_mike ', 'secret-pass');

    expect(await screen.findByText('Login Successful!')).toBeVisible();
    expect(screen.getByText('Welcome back to Huddle.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.inputsOf('auth.login')).toEqual([
      { username: 'pastor_mike', password: 'secret-pass' },
    ]);
    // The header now shows the signed-in user.
    expect(await screen.findByRole('button', { name: 'pastor_mike' })).toBeVisible();
  });

  it("refreshes what was cached for the visitor, such as an event without its owner's menu", async () => {
    signInServer();
    const { queryClient, router } = await renderApp({ path: '/login' });
    const eventKey = trpc.events.byId.queryKey({ id: 7 });
    queryClient.setQueryData(eventKey, sampleEvent({ id: 7 }));

    fillAndSubmit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(queryClient.getQueryState(eventKey)?.isInvalidated).toBe(true);
  });

  it('returns to the protected page that sent the user here', async () => {
    signInServer();
    const { router } = await renderApp({ path: '/host-event' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.matches.at(-1)?.search).toEqual({ redirect: '/host-event' });

    fillAndSubmit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/host-event'));
    await expectPageHeading('Host a Watch Party or Event');
  });

  it('ignores a redirect to another site and goes home instead', async () => {
    signInServer();
    const { router } = await renderApp({ path: '/login?redirect=%2F%2Fevil.example%2Fx' });
    expect(router.state.matches.at(-1)?.search).toEqual({ redirect: undefined });

    fillAndSubmit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends someone already signed in to the home page', async () => {
    stubTrpc({ 'auth.user': () => session });
    const { router } = await renderApp({ path: '/login' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      screen.queryByRole('heading', { name: 'Church Official Login' }),
    ).not.toBeInTheDocument();
  });

  it('asks once for an e-mail address after signing in, which can be saved or skipped', async () => {
    const api = signInServer(() => session, true);
    const { router } = await renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Sign In' });

    fillAndSubmit();

    await expectPageHeading('Add your e-mail address');
    const email = screen.getByLabelText(/^Your email/);
    await waitFor(() => expect(email).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Save Email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    fireEvent.change(email, { target: { value: ' pastor@grace.example ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.inputsOf('auth.password.setEmail')).toEqual([{ email: 'pastor@grace.example' }]);
  });

  it('goes on without an address when the prompt is skipped', async () => {
    const api = signInServer(() => session, true);
    const { router } = await renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Sign In' });

    fillAndSubmit();

    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.inputsOf('auth.password.setEmail')).toEqual([]);
  });
});
