import { ADMIN_TOKEN_STORAGE_KEY } from '@huddle/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { deferred, outage, StubError, type stubTrpc } from '../../test/trpc-stub';
import { adminServer, churchList, dashboard } from './admin-test-server';

function headersOf(api: ReturnType<typeof stubTrpc>, path: string) {
  const call = api.fetchMock.mock.calls.find(([url]) => String(url).includes(path));
  return new Headers(call?.[1]?.headers as HeadersInit | undefined);
}

beforeEach(() => window.localStorage.clear());
afterEach(() => notifications.clean());

describe('/admin', () => {
  it('shows the login form with the warning when no token is stored, and asks nothing', async () => {
    const api = adminServer();
    await renderApp({ path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Administrator Access' })).toBeVisible();
    expect(screen.getByText(/Restricted access/)).toBeVisible();
    expect(api.inputsOf('admin.verify')).toEqual([]);
    expect(api.inputsOf('admin.dashboard')).toEqual([]);
  });

  it("verifies a stored token ('Verifying authentication...') and clears one that fails", async () => {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'stale-token');
    const answer = deferred<never>();
    const api = adminServer({ 'admin.verify': () => answer.promise });
    await renderApp({ path: '/admin' });
    expect(await screen.findByText('Verifying authentication...')).toBeVisible();
    expect(headersOf(api, 'admin.verify').get('authorization')).toBe('Bearer stale-token');

    answer.reject(new StubError('UNAUTHORIZED', 'Administrator sign-in required.'));
    expect(await screen.findByRole('heading', { name: 'Administrator Access' })).toBeVisible();
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('checks the fields with the spec messages, signs in and shows the dashboard', async () => {
    const api = adminServer();
    await renderApp({ path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(api.inputsOf('admin.login')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ops@huddle.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const main = screen.getByRole('main');
    expect(await within(main).findByText('Platform Admin')).toBeVisible();
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe('fresh-token');
    // The site header says who is signed in, instead of offering Login.
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(banner).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(await screen.findByText('Registered on platform')).toBeVisible();
    expect(screen.getByText('+12.5%')).toBeVisible();
    expect(screen.getByText('2,100 RSVPs received')).toBeVisible();
    expect(screen.getByText('Platform Activity')).toBeVisible();
    expect(screen.getByText('< 200ms')).toBeVisible();
    expect(screen.getAllByRole('tab')).toHaveLength(6);
    expect(headersOf(api, 'admin.dashboard').get('authorization')).toBe('Bearer fresh-token');
    expect(api.inputsOf('admin.dashboard')).toEqual([{ period: '30d' }]);
  });

  it("answers wrong credentials with 'Login Failed' and a broken server with 'Login Error'", async () => {
    let fail = new StubError('UNAUTHORIZED', 'Invalid credentials');
    adminServer({
      'admin.login': () => {
        throw fail;
      },
    });
    await renderApp({ path: '/admin' });
    const signIn = async () => {
      fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ops@huddle.test' } });
      fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } });
      fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    };
    await signIn();
    // Beside the form, as on the church login, and focused; the toast says it too.
    const failed = await screen.findByRole('group', { name: 'Login Failed' });
    expect(failed).toHaveTextContent('Invalid credentials');
    await waitFor(() => expect(failed).toHaveFocus());
    await waitFor(() => expect(screen.getAllByText('Login Failed')).toHaveLength(2));

    fail = new StubError('INTERNAL_SERVER_ERROR', 'boom');
    await signIn();
    const broken = await screen.findByRole('group', { name: 'Login Error' });
    expect(broken).toHaveTextContent('Failed to authenticate. Please try again.');
    expect(screen.queryByRole('group', { name: 'Login Failed' })).toBeNull();
  });

  it("shows 'Failed to load dashboard data' with Retry", async () => {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'good-token');
    const figures = outage(() => dashboard, new StubError('INTERNAL_SERVER_ERROR', 'boom'));
    adminServer({ 'admin.dashboard': figures.handler });
    await renderApp({ path: '/admin' });
    await figures.retryAfter('Failed to load dashboard data');
    expect(await screen.findByText('Registered on platform')).toBeVisible();
  });

  it('shows the empty states of the lists', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'good-token');
    adminServer({
      'admin.dashboard': () => ({ ...dashboard, topPerformingChurches: [] }),
      'admin.churches': () => [],
    });
    await renderApp({ path: '/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Churches' }));
    expect(await screen.findByText('No data available')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Management' }));
    expect(await screen.findByText('No churches registered yet.')).toBeVisible();
    expect(screen.getByText('Registered Churches (0)')).toBeVisible();
  });

  it('shows the payment cards and a dash for a missing start date and days active', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'good-token');
    adminServer();
    await renderApp({ path: '/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    expect(await screen.findByText('$1,234.50')).toBeVisible();
    expect(screen.getByText('Paying churches')).toBeVisible();
    const row = (await screen.findByRole('cell', { name: 'office@grace.org' })).closest('tr')!;
    expect(within(row).getByText('unpaid')).toBeVisible();
    expect(within(row).getByText('$9.99 · monthly')).toBeVisible();
    expect(within(row).getAllByText('—')).toHaveLength(2);
  });

  it('deletes a church after a confirmation naming it, then refreshes the lists', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'good-token');
    const removal = deferred<{ churchName: string; attendeesTold: number }>();
    let remaining = churchList;
    const api = adminServer({
      'admin.churches': () => remaining,
      'admin.churchAttendeesToTell': () => ({ attendees: 12 }),
      'admin.deleteChurch': () => removal.promise,
    });
    await renderApp({ path: '/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Management' }));
    expect(await screen.findByText('Registered Churches (1)')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Grace Fellowship' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Grace Fellowship')).toBeVisible();
    expect(within(dialog).getByText('All RSVPs and attendee data')).toBeVisible();
    // Before confirming, the administrator knows who will hear of it.
    expect(
      await within(dialog).findByText(
        'The 12 attendees of its dates still to come will be told by e-mail that theirs are cancelled.',
      ),
    ).toBeVisible();
    expect(api.inputsOf('admin.churchAttendeesToTell')).toEqual([{ id: 3 }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Church' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(api.inputsOf('admin.deleteChurch')).toEqual([{ id: 3 }]);

    remaining = [];
    removal.resolve({ churchName: 'Grace Fellowship', attendeesTold: 12 });
    expect(await screen.findByText('Church Deleted')).toBeVisible();
    expect(
      screen.getByText(
        'Grace Fellowship and all associated data have been successfully removed. 12 attendees were told.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Registered Churches (0)')).toBeVisible();
    await waitFor(() => expect(api.inputsOf('admin.dashboard').length).toBeGreaterThan(1));
  });

  it('renders a long list a hundred at a time', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'good-token');
    const many = Array.from({ length: 150 }, (_, index) => ({
      ...churchList[0]!,
      id: index + 1,
      name: `Church ${index + 1}`,
    }));
    adminServer({ 'admin.churches': () => many });
    await renderApp({ path: '/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Management' }));
    expect(await screen.findByText('Registered Churches (150)')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Delete Church \d+$/ })).toHaveLength(100);
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more (50 not shown)' }));
    expect(screen.getAllByRole('button', { name: /^Delete Church \d+$/ })).toHaveLength(150);
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).toBeNull();
  });

  it("shows 'Delete Failed' with the server's message", async () => {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'good-token');
    adminServer({
      'admin.deleteChurch': () => {
        throw new StubError('NOT_FOUND', 'Church not found. It may already have been deleted.');
      },
    });
    await renderApp({ path: '/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Management' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Grace Fellowship' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Church' }));
    expect(await screen.findByText('Delete Failed')).toBeVisible();
    expect(screen.getByText('Church not found. It may already have been deleted.')).toBeVisible();
  });

  it('logs out: the token is revoked on the server and cleared here', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'good-token');
    const api = adminServer();
    await renderApp({ path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Administrator Access' })).toBeVisible();
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.inputsOf('admin.logout')).toHaveLength(1);
  });
});
