import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLink, expectPageHeading } from '../../test/expectations';
import { expectRefused, field, fill } from '../../test/fields';
import { renderApp } from '../../test/render';
import { deferred, outage, StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';

const TOKEN = 'inv_ABCdef-1234567890abcdefghijklmnopqrstuv';
const JOINED = {
  user: { id: 31, username: 'vol_cal' },
  churchUser: { churchId: 42, role: 'member' },
};

function stubApi(handlers: StubHandlers = {}) {
  return stubTrpc({
    'auth.user': () => null,
    'churchMembers.invitation.preview': () => ({ churchName: 'Grace Chapel', role: 'member' }),
    'churchMembers.invitation.accept': () => JOINED,
    ...handlers,
  });
}

async function openJoin(path = `/join?token=${TOKEN}`) {
  await renderApp({ path });
  await expectPageHeading('Join Your Church');
}

describe('/join', () => {
  it('shows the church and role, creates the account and signs it in', async () => {
    const preview = deferred<{ churchName: string; role: string }>();
    let session: typeof JOINED | null = null;
    const api = stubApi({
      'auth.user': () => session,
      'churchMembers.invitation.preview': () => {
        if (session) throw new StubError('NOT_FOUND', 'This invitation is no longer valid.');
        return preview.promise;
      },
      'churchMembers.invitation.accept': () => {
        session = JOINED;
        return JOINED;
      },
    });
    await openJoin();
    await waitFor(() => expect(document.title).toBe('Join Your Church · Huddle'));
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );
    expect(await screen.findByText('Checking your invitation…')).toBeVisible();

    preview.resolve({ churchName: 'Grace Chapel', role: 'member' });
    expect(await screen.findByText(/invited you to help on Huddle as a member/)).toBeVisible();
    expect(screen.getByText(/Members can host, edit and delete the church's events/)).toBeVisible();
    expect(api.inputsOf('churchMembers.invitation.preview')).toEqual([{ token: TOKEN }]);

    const form = screen.getByRole('form', { name: 'Create your account' });
    const join = within(form).getByRole('button', { name: 'Create Account and Join' });
    fireEvent.click(join);
    await expectRefused('Username', ['Username is required', 'Password is required'], form);
    expect(api.inputsOf('churchMembers.invitation.accept')).toEqual([]);

    fill(
      { Username: 'vol_cal', Password: 'volunteer secret', 'Confirm Password': 'volunteer secret' },
      form,
    );
    fireEvent.click(join);
    const done = await screen.findByRole('status', { name: /Welcome to Grace Chapel!/ });
    expect(done).toHaveTextContent('Your account is ready and you are signed in.');
    // No address given: the server uses the invitation's.
    expect(api.inputsOf('churchMembers.invitation.accept')).toEqual([
      { token: TOKEN, username: 'vol_cal', password: 'volunteer secret' },
    ]);
    const next = done.parentElement!;
    expectLink('Host an Event', '/host-event', next);
    expectLink('Church Dashboard', '/analytics', next);
    // The header knows who is signed in now. Asked again in one step: the header renders anew
    // as the session arrives, so a button found a moment before may already be replaced.
    await waitFor(() => expect(screen.getByRole('button', { name: 'vol_cal' })).toBeVisible());
    // The used link is not checked again, so the welcome stays.
    expect(api.inputsOf('churchMembers.invitation.preview')).toHaveLength(1);
    expect(screen.getByRole('status', { name: /Welcome to Grace Chapel!/ })).toBeVisible();
  });

  it('sends another address when given one, and shows a taken username beside its field', async () => {
    let tries = 0;
    const api = stubApi({
      'churchMembers.invitation.accept': () => {
        tries += 1;
        if (tries === 1) {
          throw new StubError('CONFLICT', 'That username is taken. Please choose another.', {
            fieldErrors: { username: ['That username is taken. Please choose another.'] },
          });
        }
        return JOINED;
      },
    });
    await openJoin();
    const form = await screen.findByRole('form', { name: 'Create your account' });
    fill(
      { Username: 'taken', Password: 'volunteer secret', 'Confirm Password': 'volunteer secret' },
      form,
    );
    fireEvent.change(within(form).getByLabelText(/^Your email \(optional\)/), {
      target: { value: 'cal.home@example.org' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Account and Join' }));
    await expectRefused('Username', ['That username is taken. Please choose another.'], form);

    fill({ Username: 'vol_cal' }, form);
    fireEvent.click(within(form).getByRole('button', { name: 'Create Account and Join' }));
    await screen.findByRole('status', { name: /Welcome to Grace Chapel!/ });
    expect(api.inputsOf('churchMembers.invitation.accept').at(-1)).toEqual({
      token: TOKEN,
      username: 'vol_cal',
      email: 'cal.home@example.org',
      password: 'volunteer secret',
    });
  });

  it('says plainly that a used, withdrawn or expired link opens nothing', async () => {
    stubApi({
      'churchMembers.invitation.preview': () => {
        throw new StubError(
          'NOT_FOUND',
          'This invitation has expired. Please ask your church to send you a new one.',
          { appCode: 'INVITATION_EXPIRED' },
        );
      },
    });
    await openJoin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invitation Not Valid');
    expect(alert).toHaveTextContent('This invitation has expired.');
    expect(screen.queryByRole('form')).toBeNull();
    expectLink('Sign in', '/login');
  });

  it('says when the link was used meanwhile, keeping the form', async () => {
    stubApi({
      'churchMembers.invitation.accept': () => {
        throw new StubError('NOT_FOUND', 'This invitation is no longer valid.');
      },
    });
    await openJoin();
    const form = await screen.findByRole('form', { name: 'Create your account' });
    fill(
      { Username: 'vol_cal', Password: 'volunteer secret', 'Confirm Password': 'volunteer secret' },
      form,
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Create Account and Join' }));
    const reason = await screen.findByRole('group', { name: 'Could Not Join' });
    expect(reason).toHaveTextContent('This invitation is no longer valid.');
    expect(field('Username', form)).toHaveValue('vol_cal');
  });

  it('retries the check after a failure that is not the link', async () => {
    const preview = outage(() => ({ churchName: 'Grace Chapel', role: 'official' }));
    stubApi({ 'churchMembers.invitation.preview': preview.handler });
    await openJoin();
    await preview.retryAfter('Failed to check your invitation');
    expect(await screen.findByText(/as an official/)).toBeVisible();
  });

  it('warns a signed-in visitor that joining signs in the new account', async () => {
    stubApi({
      'auth.user': () => ({ user: { id: 5, username: 'pastor_ann' }, churchUser: null }),
    });
    await openJoin();
    expect(await screen.findByText('Signed in as pastor_ann')).toBeVisible();
  });

  it('asks for the link again when it has no token, and checks nothing', async () => {
    const api = stubApi();
    await openJoin('/join');
    expect(screen.getByText(/This link is not complete/)).toBeVisible();
    expect(api.inputsOf('churchMembers.invitation.preview')).toEqual([]);
  });
});
