import { screen, waitFor, within } from '@testing-library/react';
import superjson from 'superjson';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from './lib/session';
import { expectLink, expectPageHeading } from './test/expectations';
import { renderApp } from './test/render';

/** The API is not running in unit tests: every call fails, as when the server is down. */
function apiDown() {
  const fetchMock = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Answers tRPC's batch requests the way the server does (superjson): auth.user with `session`,
 * every other procedure with an error, as if the rest of the API were down.
 */
function apiSignedIn(session: Session) {
  const fetchMock = vi.fn(async (url: string | URL | Request) => {
    const { pathname } = new URL(String(url), 'http://huddle.test');
    const procedures = pathname.replace('/trpc/', '').split(',');
    return Response.json(
      procedures.map((name) =>
        name === 'auth.user'
          ? { result: { data: superjson.serialize(session) } }
          : { error: superjson.serialize(SERVER_DOWN) },
      ),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const SERVER_DOWN = {
  message: 'Service unavailable',
  code: -32603,
  data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503 },
};

describe('the app routes', () => {
  beforeEach(() => {
    apiDown();
  });

  it.each([
    ['/login', 'Church Official Login', 'Church Official Login · Huddle'],
    ['/register-church', 'Register Your Church', 'Register Your Church · Huddle'],
    ['/churches', 'Why Churches Join', 'Churches · Huddle'],
    ['/contact', 'Contact Us', 'Contact Us · Huddle'],
    ['/admin', 'Administrator Access', 'Administrator · Huddle'],
  ])('%s shows its page and sets the title', async (path, heading, title) => {
    await renderApp({ path });

    await expectPageHeading(heading);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('/ shows the home page with its title', async () => {
    await renderApp({ path: '/' });

    await expectPageHeading(/Game day brings people together/);
    await waitFor(() =>
      expect(document.title).toBe('Huddle · Watch parties and church events near you'),
    );
  });

  it('an unknown path shows 404 Page Not Found inside the layout', async () => {
    await renderApp({ path: '/no/such/page' });

    await expectPageHeading('404 Page Not Found');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 Page Not Found · Huddle'));
  });

  it('has a skip link to the main content', async () => {
    await renderApp({ path: '/churches' });

    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('shows the signed-out header when auth.user fails', async () => {
    await renderApp({ path: '/churches' });

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(header).queryByRole('link', { name: 'Watch Together' })).not.toBeInTheDocument();
  });

  it('turns visitor mode on from /events?role=visitor', async () => {
    await renderApp({ path: '/events?role=visitor' });

    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/events?role=visitor']);
    expectLink('Church Partner?', '/', header);
  });

  it('keeps visitor mode off without role=visitor, and drops a malformed query', async () => {
    await renderApp({ path: '/events?role=admin&church=abc' });

    await expectPageHeading('Find Games & Events');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Churches' })).toBeInTheDocument();
  });
});

describe('the pages for signed-in users', () => {
  beforeEach(() => {
    apiSignedIn({ user: { id: 1, username: 'grace_admin' }, churchUser: null });
  });

  // Spec §2: a signed-in user without a church (signed out, they land on /login: lib/require-user.test.tsx).
  it("/analytics shows 'Church Not Found' and sets the title", async () => {
    await renderApp({ path: '/analytics' });

    await expectPageHeading('Church Not Found');
    await waitFor(() => expect(document.title).toBe('Analytics · Huddle'));
  });

  it('/sports-mission shows its page and sets the title', async () => {
    await renderApp({ path: '/sports-mission' });

    await expectPageHeading('Sports Mission');
    await waitFor(() => expect(document.title).toBe('Sports Mission · Huddle'));
  });
});

describe('the header with a session', () => {
  it('asks auth.user over tRPC and shows the signed-in header', async () => {
    const fetchMock = apiSignedIn({
      user: { id: 1, username: 'grace_admin' },
      churchUser: { churchId: 2, role: 'owner' },
    });
    await renderApp({ path: '/' });

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: 'grace_admin' })).toBeVisible();
    expectLink('Analytics', '/analytics', header);
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/trpc/auth.user');
  });
});
