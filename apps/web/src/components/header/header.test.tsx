import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../lib/session';
import { renderWithRouter } from '../../test/render';
import { PHONE, setViewportWidth } from '../../test/viewport';
import classes from './header.module.css';
import { HeaderView } from './header-view';

const session: Session = {
  user: { id: 7, username: 'pastor_mike' },
  churchUser: { churchId: 3, role: 'owner' },
};

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function linkHref(name: string, container: HTMLElement = document.body) {
  return within(container).getByRole('link', { name }).getAttribute('href');
}

function mobileNav(drawer: HTMLElement) {
  return within(drawer).getByRole('navigation', { name: 'Mobile' });
}

/** Where each link in `container` goes, in order. */
function hrefsIn(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('HeaderView, signed out', () => {
  it('has no burger on a wide screen', async () => {
    await renderWithRouter(<HeaderView session={null} visitorMode={false} />);

    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('shows the public links, Login and Get Started, and no signed-in links', async () => {
    await renderWithRouter(<HeaderView session={null} visitorMode={false} />);

    const nav = mainNav();
    expect(linkHref('Find Games & Events', nav)).toBe('/events');
    expect(linkHref('Churches', nav)).toBe('/churches');
    expect(linkHref('Login')).toBe('/login');
    expect(linkHref('Get Started')).toBe('/register-church');
    for (const name of ['Watch Together', 'Sports Mission', 'Analytics', 'Church Partner?']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('links the logo home and carries the tagline', async () => {
    await renderWithRouter(<HeaderView session={null} visitorMode={false} />);

    expect(linkHref('Huddle')).toBe('/');
    expect(
      within(screen.getByRole('banner')).getByText(
        'Connecting churches and communities through sports, faith and fellowship.',
      ),
    ).toBeInTheDocument();
  });

  it('marks the link of the current page as active', async () => {
    await renderWithRouter(<HeaderView session={null} visitorMode={false} />, {
      path: '/churches',
    });

    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Churches' })).toHaveAttribute(
      'data-status',
      'active',
    );
    expect(within(nav).getByRole('link', { name: 'Find Games & Events' })).not.toHaveAttribute(
      'data-status',
    );
  });

  it('shows neither Login nor Get Started while the session is still unknown', async () => {
    await renderWithRouter(<HeaderView session={null} sessionPending visitorMode={false} />);

    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(linkHref('Churches', mainNav())).toBe('/churches');
  });
});

describe('HeaderView, signed in', () => {
  it('adds Watch Together, Sports Mission and Analytics, drops Login', async () => {
    await renderWithRouter(<HeaderView session={session} visitorMode={false} />);

    const nav = mainNav();
    expect(linkHref('Find Games & Events', nav)).toBe('/events');
    expect(linkHref('Churches', nav)).toBe('/churches');
    expect(linkHref('Watch Together', nav)).toBe('/host-event');
    expect(linkHref('Sports Mission', nav)).toBe('/sports-mission');
    expect(linkHref('Analytics', nav)).toBe('/analytics');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('offers a paying church to host, not to get started', async () => {
    await renderWithRouter(
      <HeaderView session={session} visitorMode={false} subscription="active" />,
    );

    expect(linkHref('Host an Event')).toBe('/host-event');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /subscription/i })).not.toBeInTheDocument();
  });

  it.each(['incomplete', 'canceled'] as const)(
    'sends a church whose subscription is %s to checkout',
    async (status) => {
      await renderWithRouter(
        <HeaderView session={session} visitorMode={false} subscription={status} />,
      );

      expect(linkHref('Complete Subscription')).toBe('/church-checkout?churchId=3');
      expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    },
  );

  it('offers nothing while the subscription is unknown, and Get Started without a church', async () => {
    const { unmount } = await renderWithRouter(
      <HeaderView session={session} visitorMode={false} />,
    );
    expect(
      screen.queryByRole('link', { name: /Get Started|Host an Event|Subscription/ }),
    ).toBeNull();
    unmount();

    await renderWithRouter(
      <HeaderView session={{ ...session, churchUser: null }} visitorMode={false} />,
    );
    expect(linkHref('Get Started')).toBe('/register-church');
  });

  it('has a user menu with the username and a Logout link to /api/logout', async () => {
    await renderWithRouter(<HeaderView session={session} visitorMode={false} />);

    // The menu code loads lazily: the name shows at once, the menu (aria-expanded) once loaded.
    expect(screen.getByRole('button', { name: 'pastor_mike' })).toBeInTheDocument();
    const target = await screen.findByRole('button', { name: 'pastor_mike', expanded: false });
    // Its own styles survive the menu's props: the initial is spaced from the name.
    expect(target).toHaveClass(String(classes.userButton));
    fireEvent.click(target);
    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    expect(logout).toHaveAttribute('href', '/api/logout');
    expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.getByText('Signed in as pastor_mike')).toBeInTheDocument();
  });
});

describe('HeaderView, an administrator signed in', () => {
  const admin = { name: 'Platform Admin', signOut: vi.fn() };
  beforeEach(() => admin.signOut.mockClear());

  it('says so, with the way back to the dashboard and Logout, instead of Login', async () => {
    await renderWithRouter(<HeaderView session={null} visitorMode={false} admin={admin} />);

    expect(linkHref('Admin Dashboard')).toBe('/admin');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Platform Admin', expanded: false }));
    expect(screen.getByText('Signed in as Platform Admin (administrator)')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(admin.signOut).toHaveBeenCalledTimes(1);
  });

  it('says so in the mobile menu too', async () => {
    setViewportWidth(PHONE);
    await renderWithRouter(<HeaderView session={null} visitorMode={false} admin={admin} />);

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Platform Admin')).toBeInTheDocument();
    expect(linkHref('Admin Dashboard', drawer)).toBe('/admin');
    expect(within(drawer).queryByRole('link', { name: 'Login' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    expect(admin.signOut).toHaveBeenCalledTimes(1);
  });
});

describe('HeaderView, visitor mode', () => {
  it('shows only Find Games & Events for visitors, the logo and Church Partner?', async () => {
    await renderWithRouter(<HeaderView session={null} visitorMode />, {
      path: '/events?role=visitor',
    });

    const nav = mainNav();
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(linkHref('Find Games & Events', nav)).toBe('/events?role=visitor');
    expect(linkHref('Huddle')).toBe('/events?role=visitor');
    expect(linkHref('Church Partner?')).toBe('/');
    expect(screen.getByRole('link', { name: 'Church Partner?' })).not.toHaveAttribute(
      'aria-current',
    );
    for (const name of ['Login', 'Get Started', 'Churches', 'Watch Together']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('wins over a session', async () => {
    await renderWithRouter(<HeaderView session={session} visitorMode />);

    expect(within(mainNav()).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'pastor_mike' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });
});

describe('the mission tagline', () => {
  const tagline = () =>
    within(screen.getByRole('banner')).getByText(
      'Connecting churches and communities through sports, faith and fellowship.',
    );

  it.each([
    ['a tablet', 800],
    ['a laptop, beside the widest menu', 1200],
  ])('shows on %s', async (_, width) => {
    setViewportWidth(width);
    await renderWithRouter(<HeaderView session={session} visitorMode={false} />);

    expect(tagline()).toBeVisible();
  });

  it('leaves a phone one row of header, and shows in its menu instead', async () => {
    setViewportWidth(PHONE);
    await renderWithRouter(<HeaderView session={session} visitorMode={false} />);

    expect(tagline()).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(
      within(drawer).getByText(
        'Connecting churches and communities through sports, faith and fellowship.',
      ),
    ).toBeVisible();
  });
});

describe('the mobile menu', () => {
  beforeEach(() => setViewportWidth(PHONE));

  async function openMobileMenu() {
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    return screen.findByRole('dialog');
  }

  it('replaces the links with a burger on a phone', async () => {
    await renderWithRouter(<HeaderView session={null} visitorMode={false} />);

    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toBeVisible();
    // Phrasing content only: a div inside a button is invalid HTML (W3C checker).
    expect(burger.querySelector('div')).toBeNull();
    expect(burger.children).toHaveLength(1);
  });

  it('opens from the burger with the signed-out items', async () => {
    await renderWithRouter(<HeaderView session={null} visitorMode={false} />);

    const drawer = await openMobileMenu();
    expect(
      within(mobileNav(drawer))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Find Games & Events', 'Churches']);
    expect(linkHref('Login', drawer)).toBe('/login');
    expect(linkHref('Get Started', drawer)).toBe('/register-church');
  });

  it('holds the signed-in items and Logout', async () => {
    await renderWithRouter(<HeaderView session={session} visitorMode={false} />);

    const drawer = await openMobileMenu();
    expect(hrefsIn(mobileNav(drawer))).toEqual([
      '/events',
      '/churches',
      '/host-event',
      '/sports-mission',
      '/analytics',
    ]);
    expect(within(drawer).queryByRole('link', { name: 'Get Started' })).toBeNull();
    expect(linkHref('Logout', drawer)).toBe('/api/logout');
    expect(within(drawer).getByText('pastor_mike')).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('holds only the visitor items in visitor mode', async () => {
    await renderWithRouter(<HeaderView session={null} visitorMode />);

    const drawer = await openMobileMenu();
    expect(hrefsIn(drawer)).toEqual(['/events?role=visitor', '/']);
    expect(linkHref('Church Partner?', drawer)).toBe('/');
  });

  it('closes when a link is followed', async () => {
    const { router } = await renderWithRouter(<HeaderView session={null} visitorMode={false} />);

    const drawer = await openMobileMenu();
    fireEvent.click(within(drawer).getByRole('link', { name: 'Churches' }));
    await screen.findByRole('button', { name: 'Open menu', expanded: false });
    expect(router.state.location.pathname).toBe('/churches');
  });
});

describe('HeaderView, unread notifications', () => {
  it('shows the unread count on Analytics, read out as notifications', async () => {
    await renderWithRouter(<HeaderView session={session} visitorMode={false} unreadCount={3} />);

    const link = within(mainNav()).getByRole('link', { name: /^Analytics/ });
    expect(link).toHaveAccessibleName(/^Analytics ?, 3 unread notifications$/);
    expect(within(link).getByText('3')).toBeVisible();
  });

  it('shows no count when nothing is unread', async () => {
    await renderWithRouter(<HeaderView session={session} visitorMode={false} unreadCount={0} />);

    expect(within(mainNav()).getByRole('link', { name: 'Analytics' })).toBeVisible();
  });
});
