import type { SubscriptionStatus } from '@huddle/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../lib/session';
import { expectLink, expectPageHeading } from '../../test/expectations';
import { expectRefused, field, fill } from '../../test/fields';
import { billingStatus } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import { PENDING_CHURCH_KEY } from '../checkout/pending-church';

const VALID: Record<string, string> = {
  Username: 'grace_admin',
  Password: 'secret-pass',
  'Confirm Password': 'secret-pass',
  'Church Name': 'Grace Community Church',
  Description: 'A family church that loves game day.',
  'Street Address': '100 Main St',
  City: 'Austin',
  State: 'TX',
  'Zip Code': '78701',
  Phone: '512-555-0100',
  Email: 'hello@grace.example',
};

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
}

/** A signed-out visitor; auth.user follows what the stubbed calls did. */
function registrationServer(handlers: StubHandlers = {}) {
  let session: Session | null = null;
  return stubTrpc({
    'auth.user': () => session,
    'auth.register': (input) => {
      const { username } = input as { username: string };
      session = { user: { id: 5, username }, churchUser: null };
      return { user: session.user };
    },
    'churches.create': (input) => {
      if (session) session = { ...session, churchUser: { churchId: 42, role: 'owner' } };
      return { id: 42, ...(input as object) };
    },
    ...handlers,
  });
}

async function openForm() {
  const rendered = await renderApp({ path: '/register-church' });
  await screen.findByRole('button', { name: 'Continue to Checkout' });
  return rendered;
}

/** The form filled with `values` and sent, the server answering with `handlers` over the usual. */
async function sendForm(values: Record<string, string>, handlers: StubHandlers = {}) {
  const api = registrationServer(handlers);
  const rendered = await openForm();
  fill(values);
  submit();
  return { ...rendered, api };
}

/** A server that refuses `procedure` with `code` and `message`. */
function refusing(
  procedure: 'auth.register' | 'churches.create',
  code: ConstructorParameters<typeof StubError>[0],
  message: string,
): StubHandlers {
  return {
    [procedure]: () => {
      throw new StubError(code, message);
    },
  };
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  notifications.clean();
});

describe('/register-church', () => {
  it('asks for every field of the account and the church', async () => {
    registrationServer();
    await openForm();

    for (const label of [...Object.keys(VALID), 'Denomination', 'Website', 'Photo URL']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(within(field('State') as HTMLElement).getAllByRole('option')).toHaveLength(51);
    expect(screen.getByRole('group', { name: '1. Your account' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2. Your church' })).toBeInTheDocument();
  });

  it('requires a password of at least 6 characters', async () => {
    const { api } = await sendForm({ ...VALID, Password: 'abc12', 'Confirm Password': 'abc12' });

    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeVisible();
    expect(field('Password')).toHaveFocus();
    expect(api.inputsOf('auth.register')).toEqual([]);
  });

  it('requires the passwords to match', async () => {
    await sendForm({ ...VALID, 'Confirm Password': 'secret-pasS' });

    expect(await screen.findByText('Passwords do not match. Please try again.')).toBeVisible();
    expect(field('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match. Please try again.',
    );
  });

  it('requires a state from the list and a 5-digit zip code', async () => {
    const { api } = await sendForm({ ...VALID, State: '', 'Zip Code': '7870' });

    expect(await screen.findByText('Choose a state from the list')).toBeVisible();
    expect(screen.getByText('Zip code must be 5 digits')).toBeVisible();
    expect(api.inputsOf('auth.register')).toEqual([]);
  });

  it('shows every missing required field at once', async () => {
    registrationServer();
    await openForm();

    submit();

    await expectRefused('Username', [
      'Username is required',
      'Password is required',
      'Please confirm your password',
      'Church name is required',
      'Description is required',
      'Street address is required',
      'City is required',
      'Phone number is required',
      'Email is required',
    ]);
  });

  it('creates the account, then the church, keeps its id and goes to checkout', async () => {
    const { api, router } = await sendForm({
      ...VALID,
      Denomination: 'Baptist',
      Website: 'www.grace.example',
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/church-checkout'));
    expect(router.state.location.search).toEqual({ churchId: 42 });
    expect(window.localStorage.getItem(PENDING_CHURCH_KEY)).toBe('42');
    expect(api.inputsOf('auth.register')).toEqual([
      { username: 'grace_admin', password: 'secret-pass' },
    ]);
    expect(api.inputsOf('churches.create')).toEqual([
      {
        name: 'Grace Community Church',
        description: 'A family church that loves game day.',
        denomination: 'Baptist',
        address: '100 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        phone: '(512) 555-0100',
        email: 'hello@grace.example',
        website: 'https://www.grace.example',
        capacity: 100,
        amenities: [],
      },
    ]);
    await expectPageHeading('Church Partner Subscription');
  });

  it('puts a duplicate email from the server on the email field', async () => {
    const { api, router } = await sendForm(
      VALID,
      refusing('churches.create', 'CONFLICT', 'A church with this email is already registered.'),
    );

    expect(await screen.findByText('Registration Failed')).toBeVisible();
    const email = field('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('A church with this email is already registered.'),
    );
    expect(email).toHaveFocus();
    expect(router.state.location.pathname).toBe('/register-church');
    expect(window.localStorage.getItem(PENDING_CHURCH_KEY)).toBeNull();
    // The account exists now: the form says so and asks only for the church.
    expect(await screen.findByText('Signed in as grace_admin')).toBeVisible();
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
    expect(api.inputsOf('auth.register')).toHaveLength(1);
  });

  it('retries only the church after a failed church step', async () => {
    let attempts = 0;
    const api = registrationServer({
      'churches.create': (input) => {
        attempts += 1;
        if (attempts === 1) {
          throw new StubError('CONFLICT', 'A church with this phone number is already registered.');
        }
        return { id: 43, ...(input as object) };
      },
    });
    const { router } = await openForm();

    fill(VALID);
    submit();
    await waitFor(() =>
      expect(field('Phone')).toHaveAccessibleDescription(
        expect.stringContaining('A church with this phone number is already registered.'),
      ),
    );
    fill({ Phone: '512-555-0199' });
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/church-checkout'));
    expect(router.state.location.search).toEqual({ churchId: 43 });
    expect(api.inputsOf('auth.register')).toHaveLength(1);
    expect(api.inputsOf('churches.create')).toHaveLength(2);
  });

  it('puts a taken username on the username field', async () => {
    const { api } = await sendForm(
      VALID,
      refusing('auth.register', 'CONFLICT', 'That username is taken. Please choose another.'),
    );

    expect(await screen.findByText('Registration Failed')).toBeVisible();
    await waitFor(() =>
      expect(field('Username')).toHaveAccessibleDescription(
        expect.stringContaining('That username is taken. Please choose another.'),
      ),
    );
    expect(api.inputsOf('churches.create')).toEqual([]);
  });

  it("sends the account's own e-mail address when given, and puts a taken one beside it", async () => {
    const { api } = await sendForm(
      { ...VALID, 'Your email \\(optional\\)': ' pastor@grace.example ' },
      refusing('auth.register', 'CONFLICT', 'An account with this email is already registered.'),
    );

    const accountEmail = field('Your email \\(optional\\)');
    await waitFor(() =>
      expect(accountEmail).toHaveAccessibleDescription(
        expect.stringContaining('An account with this email is already registered.'),
      ),
    );
    expect(accountEmail).toHaveFocus();
    expect(field('Email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.inputsOf('auth.register')).toEqual([
      { username: 'grace_admin', password: 'secret-pass', email: 'pastor@grace.example' },
    ]);
  });

  it("falls back to 'Failed to create account' when the server gives no reason", async () => {
    await sendForm(
      VALID,
      refusing('auth.register', 'INTERNAL_SERVER_ERROR', 'Internal server error'),
    );

    expect(await screen.findByText('Registration Failed')).toBeVisible();
    expect(screen.getByText('Failed to create account')).toBeVisible();
  });

  it('asks a signed-in user without a church for the church only', async () => {
    const api = stubTrpc({
      'auth.user': () => ({ user: { id: 9, username: 'pastor_ann' }, churchUser: null }),
      'churches.create': (input) => ({ id: 50, ...(input as object) }),
    });
    const { router } = await openForm();

    expect(screen.getByText('Signed in as pastor_ann')).toBeVisible();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    const { Username: _u, Password: _p, 'Confirm Password': _c, ...church } = VALID;
    fill(church);
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/church-checkout'));
    expect(api.inputsOf('churches.create')).toHaveLength(1);
  });

  function registeredServer(status: SubscriptionStatus) {
    return stubTrpc({
      'auth.user': () => ({
        user: { id: 9, username: 'x' },
        churchUser: { churchId: 3, role: 'owner' },
      }),
      'billing.status': () => billingStatus(status),
    });
  }

  it('shows a note instead of the form to a user whose church has not paid', async () => {
    registeredServer('incomplete');
    await renderApp({ path: '/register-church' });

    const note = await screen.findByRole('alert');
    expect(within(note).getByText('Your church is already registered')).toBeVisible();
    expect(
      await within(note).findByRole('link', { name: 'Complete your subscription' }),
    ).toHaveAttribute('href', '/church-checkout?churchId=3');
    expectLink('Go to your dashboard', '/analytics', note);
    expect(screen.queryByRole('button', { name: 'Continue to Checkout' })).not.toBeInTheDocument();
  });

  it('offers a paying church to host and its dashboard, not its subscription', async () => {
    registeredServer('active');
    await renderApp({ path: '/register-church' });

    const note = await screen.findByRole('alert');
    expect(await within(note).findByRole('link', { name: 'Host an event' })).toHaveAttribute(
      'href',
      '/host-event',
    );
    expectLink('Go to your dashboard', '/analytics', note);
    expect(screen.queryByRole('link', { name: /subscription/i })).toBeNull();
    expect(note).not.toHaveTextContent(/subscription/i);
  });

  it('cancels to the home page', async () => {
    registrationServer();
    await openForm();

    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
  });
});
