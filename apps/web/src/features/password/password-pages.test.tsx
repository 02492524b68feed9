import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLink, expectPageHeading } from '../../test/expectations';
import { expectRefused, field } from '../../test/fields';
import { renderApp } from '../../test/render';
import { deferred, StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';

const SENT =
  "If an account has that address, we've sent it a link to choose a new password. The link works once, for 30 minutes.";
const TOKEN = 'tok_ABCdef-1234567890abcdefghijklmnopqrstuvw';

function stubApi(handlers: StubHandlers = {}) {
  return stubTrpc({
    'auth.user': () => null,
    'auth.password.forgot': () => ({ sent: true }),
    'auth.password.reset': () => ({ reset: true }),
    ...handlers,
  });
}

describe('Forgot password? on /login', () => {
  it('opens a form for the address, checks it, and answers one neutral sentence', async () => {
    const pending = deferred<{ sent: true }>();
    const api = stubApi({ 'auth.password.forgot': () => pending.promise });
    await renderApp({ path: '/login' });
    const toggle = await screen.findByRole('button', { name: 'Forgot password?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Reset your password' });
    const email = field('Email', form);
    await waitFor(() => expect(email).toHaveFocus());
    const send = within(form).getByRole('button', { name: 'Email Me a Reset Link' });

    fireEvent.click(send);
    expect(await within(form).findByText('Please enter a valid email address')).toBeVisible();
    expect(api.inputsOf('auth.password.forgot')).toEqual([]);

    fireEvent.change(email, { target: { value: '  ruth@example.com ' } });
    fireEvent.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveTextContent('Sending...');
    expect(api.inputsOf('auth.password.forgot')).toEqual([{ email: 'ruth@example.com' }]);

    pending.resolve({ sent: true });
    const status = await screen.findByRole('status', { name: /Check your inbox/ });
    expect(status).toHaveTextContent(SENT);
    await waitFor(() => expect(status).toHaveFocus());
  });

  it('says to wait when asked too often, keeping the address', async () => {
    stubApi({
      'auth.password.forgot': () => {
        throw new StubError('TOO_MANY_REQUESTS', 'Too many attempts.');
      },
    });
    await renderApp({ path: '/login' });
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    fireEvent.change(field('Email', form), { target: { value: 'ruth@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Email Me a Reset Link' }));
    const reason = await screen.findByRole('group', { name: 'Not Sent' });
    expect(reason).toHaveTextContent('You have tried several times already.');
    expect(field('Email', form)).toHaveValue('ruth@example.com');
  });
});

describe('/reset-password', () => {
  it('asks for the new password twice under the registration rules, then says to sign in', async () => {
    const api = stubApi();
    await renderApp({ path: `/reset-password?token=${TOKEN}` });
    await expectPageHeading('Choose a New Password');
    await waitFor(() => expect(document.title).toBe('Choose a New Password · Huddle'));
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );

    const setPassword = screen.getByRole('button', { name: 'Set New Password' });
    fireEvent.change(field('New Password'), { target: { value: '123' } });
    fireEvent.change(field('Confirm New Password'), { target: { value: '1234' } });
    fireEvent.click(setPassword);
    await expectRefused('New Password', [
      'Password must be at least 6 characters long.',
      'Passwords do not match. Please try again.',
    ]);
    expect(api.inputsOf('auth.password.reset')).toEqual([]);

    fireEvent.change(field('New Password'), { target: { value: 'new secret' } });
    fireEvent.change(field('Confirm New Password'), { target: { value: 'new secret' } });
    fireEvent.click(setPassword);

    const done = await screen.findByRole('status', { name: /Password changed/ });
    expect(done).toHaveTextContent('Sign in with your new password.');
    await waitFor(() => expect(done).toHaveFocus());
    expectLink('Sign In', '/login');
    expect(api.inputsOf('auth.password.reset')).toEqual([{ token: TOKEN, password: 'new secret' }]);
  });

  it('says when the link has expired or was used, and where to ask for a new one', async () => {
    const message = 'This reset link has expired or was already used. Please ask for a new one.';
    stubApi({
      'auth.password.reset': () => {
        throw new StubError('BAD_REQUEST', message);
      },
    });
    await renderApp({ path: `/reset-password?token=${TOKEN}` });
    fireEvent.change(await screen.findByLabelText(/^New Password/), {
      target: { value: 'new secret' },
    });
    fireEvent.change(field('Confirm New Password'), { target: { value: 'new secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));

    const reason = await screen.findByRole('group', { name: 'Password Not Changed' });
    expect(reason).toHaveTextContent(message);
    expectLink('ask for a new one on the sign-in page', '/login');
  });

  it('explains a link cut off before its token', async () => {
    stubApi();
    await renderApp({ path: '/reset-password' });
    expect(await screen.findByText(/This link is not complete/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set New Password' })).not.toBeInTheDocument();
  });
});

describe('/account', () => {
  const session = { user: { id: 7, username: 'pastor_mike' }, churchUser: null };

  const emailSection = () => screen.getByRole('region', { name: 'Email for password resets' });

  it('says where reset links go, and the new address once it is saved', async () => {
    const api = stubTrpc({
      'auth.user': () => session,
      'auth.password.email': () => ({ email: 'mike@example.org' }),
      'auth.password.setEmail': (input) => input,
    });
    await renderApp({ path: '/account' });
    expect(await within(emailSection()).findByText(/Reset links go to/)).toHaveTextContent(
      'Reset links go to mike@example.org. A new address replaces it.',
    );
    const form = screen.getByRole('form', { name: 'Your e-mail address' });
    fireEvent.change(field('Your email', form), { target: { value: 'pastor@example.org' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Email' }));
    expect(await screen.findByText('Email Saved')).toBeVisible();
    expect(api.inputsOf('auth.password.setEmail')).toEqual([{ email: 'pastor@example.org' }]);
    expect(within(emailSection()).getByText(/Reset links go to/)).toHaveTextContent(
      'Reset links go to pastor@example.org.',
    );
  });

  it('tells a user without an address what one is for', async () => {
    stubTrpc({ 'auth.user': () => session, 'auth.password.email': () => ({ email: null }) });
    await renderApp({ path: '/account' });
    expect(
      await within(emailSection()).findByText(/without one, a forgotten password cannot be reset/),
    ).toBeVisible();
  });

  it('still offers to set an address when the current one cannot be read', async () => {
    stubTrpc({
      'auth.user': () => session,
      'auth.password.email': () => {
        throw new StubError('INTERNAL_SERVER_ERROR', 'Down.');
      },
    });
    await renderApp({ path: '/account' });
    expect(await within(emailSection()).findByRole('alert')).toHaveTextContent(
      'Your current address could not be loaded. You can still set a new one below.',
    );
    expect(screen.getByRole('button', { name: 'Save Email' })).toBeEnabled();
  });

  it('changes the password given the current one, showing a wrong one beside its field', async () => {
    let attempts = 0;
    const api = stubTrpc({
      'auth.user': () => session,
      'auth.password.email': () => ({ email: null }),
      'auth.password.change': () => {
        attempts += 1;
        if (attempts === 1) {
          throw new StubError('BAD_REQUEST', 'Your current password is not correct.', {
            fieldErrors: { currentPassword: ['Your current password is not correct.'] },
          });
        }
        return { changed: true };
      },
    });
    await renderApp({ path: '/account' });
    await expectPageHeading('Account Settings');
    const form = screen.getByRole('form', { name: 'Change your password' });
    fireEvent.change(field('Current Password', form), { target: { value: 'not it' } });
    fireEvent.change(field('New Password', form), { target: { value: 'new secret' } });
    fireEvent.change(field('Confirm New Password', form), { target: { value: 'new secret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));

    await waitFor(() =>
      expect(field('Current Password', form)).toHaveAccessibleDescription(
        'Your current password is not correct.',
      ),
    );
    expect(field('Current Password', form)).toHaveFocus();

    fireEvent.change(field('Current Password', form), { target: { value: 'old secret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Changed')).toBeVisible();
    expect(api.inputsOf('auth.password.change')).toEqual([
      { currentPassword: 'not it', newPassword: 'new secret' },
      { currentPassword: 'old secret', newPassword: 'new secret' },
    ]);
    expect(field('Current Password', form)).toHaveValue('');
  });
});
