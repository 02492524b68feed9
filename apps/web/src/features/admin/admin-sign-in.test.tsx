import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { deferred, StubError, stubTrpc } from '../../test/trpc-stub';
import { PHONE, setViewportWidth } from '../../test/viewport';

/**
 * Past a few failed sign-ins to an account the API answers 428 CHALLENGE_REQUIRED; the form
 * fetches a proof-of-work challenge, solves it in the browser and sends the sign-in again.
 */

const admin = { id: 1, email: 'ops@huddle.test', name: 'Platform Admin', role: 'admin' };
const session = { token: 'fresh-token', admin, message: 'Login successful' };
const SECRET = 'test-signature-secret';
const KEY_SECRET = 'test-key-secret';

const required = (message = 'A sign-in now needs a solved challenge.') =>
  new StubError('PRECONDITION_REQUIRED', message, { appCode: 'CHALLENGE_REQUIRED' });

/** A real challenge, small enough to solve at once, as the API would issue it. */
function newChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 5,
    deriveKey,
    data: { account: admin.email, level: 0 },
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  });
}

/** Whether `proofOfWork` is a solution the API would accept. */
async function isSolved(proofOfWork: unknown): Promise<boolean> {
  if (typeof proofOfWork !== 'string') return false;
  const { challenge, solution } = JSON.parse(atob(proofOfWork));
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  });
  return result.verified;
}

type LoginInput = { email: string; password: string; proofOfWork?: string };

async function signIn() {
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: admin.email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => window.localStorage.clear());
afterEach(() => notifications.clean());

describe('the admin sign-in under a proof-of-work challenge', () => {
  it('checks the browser, solves the challenge and signs in, with the button busy meanwhile', async () => {
    const challenge = deferred<Challenge>();
    const api = stubTrpc({
      'auth.user': () => null,
      'admin.login': async (input) => {
        const { proofOfWork } = input as LoginInput;
        if (!(await isSolved(proofOfWork))) throw required();
        return session;
      },
      'admin.loginChallenge': () => challenge.promise,
      'admin.verify': () => ({ admin }),
      'admin.dashboard': () => {
        throw new StubError('INTERNAL_SERVER_ERROR', 'not part of this test');
      },
    });
    await renderApp({ path: '/admin' });
    await signIn();

    const busy = await screen.findByRole('button', { name: 'Checking this browser…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/doing a short check/);
    challenge.resolve(await newChallenge());

    expect(await within(screen.getByRole('main')).findByText('Platform Admin')).toBeVisible();
    expect(window.localStorage.getItem('admin-token')).toBe('fresh-token');
    expect(api.inputsOf('admin.loginChallenge')).toEqual([{ email: admin.email }]);
    const attempts = api.inputsOf('admin.login') as LoginInput[];
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toEqual({ email: admin.email, password: 'secret-pass' });
    expect(attempts[1]).toMatchObject({ email: admin.email, password: 'secret-pass' });
    expect(await isSolved(attempts[1]?.proofOfWork)).toBe(true);
  });

  it('fetches a new challenge when the first is refused, and stops after a few with the reason', async () => {
    let refusals = 0;
    const api = stubTrpc({
      'auth.user': () => null,
      'admin.login': () => {
        refusals += 1;
        throw required('The challenge is easier than this account now needs.');
      },
      'admin.loginChallenge': () => newChallenge(),
    });
    await renderApp({ path: '/admin' });
    await signIn();

    expect(await screen.findByRole('group', { name: 'Login Failed' })).toHaveTextContent(
      'The challenge is easier than this account now needs.',
    );
    expect(api.inputsOf('admin.loginChallenge')).toHaveLength(3);
    expect(refusals).toBe(4);
    // Set in the same error handler as the toast, and rendered a moment after it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('signs in from the keyboard alone on a phone-sized screen', async () => {
    setViewportWidth(PHONE);
    let asked = false;
    stubTrpc({
      'auth.user': () => null,
      'admin.login': async (input) => {
        if (!asked || !(await isSolved((input as LoginInput).proofOfWork))) {
          asked = true;
          throw required();
        }
        return session;
      },
      'admin.loginChallenge': () => newChallenge(),
      'admin.verify': () => ({ admin }),
      'admin.dashboard': () => {
        throw new StubError('INTERNAL_SERVER_ERROR', 'not part of this test');
      },
    });
    const user = userEvent.setup();
    await renderApp({ path: '/admin' });
    await user.click(await screen.findByLabelText(/^Email/));
    await user.keyboard(admin.email);
    await user.tab();
    await user.keyboard('secret-pass{Enter}');
    expect(await within(screen.getByRole('main')).findByText('Platform Admin')).toBeVisible();
  });
});
