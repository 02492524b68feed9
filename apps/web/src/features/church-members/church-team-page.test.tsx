import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLink, expectPageHeading } from '../../test/expectations';
import { field, fill } from '../../test/fields';
import { renderApp } from '../../test/render';
import { deferred, outage, StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';

const OWNER = {
  user: { id: 5, username: 'pastor_ann' },
  churchUser: { churchId: 42, role: 'owner' },
};

const member = (userId: number, username: string, role: string, email: string | null = null) => ({
  userId,
  username,
  email,
  role,
  joinedAt: new Date('2026-11-01T12:00:00Z'),
  lastLoginAt: null,
});

const invitation = (id: number, email: string, expired = false) => ({
  id,
  email,
  role: 'member',
  invitedAt: new Date('2026-11-20T12:00:00Z'),
  expiresAt: new Date('2026-11-27T12:00:00Z'),
  expired,
});

type Team = { members: ReturnType<typeof member>[]; invitations: ReturnType<typeof invitation>[] };

/** A server whose team changes as the page asks, like the API's. */
function teamServer(start: Team, handlers: StubHandlers = {}, session: unknown = OWNER) {
  let team = start;
  return stubTrpc({
    'auth.user': () => session,
    'churchMembers.list': () => team,
    'churchMembers.invite': (input) => {
      const { email, role } = input as { email: string; role: string };
      const sent = { ...invitation(99, email), role };
      team = { ...team, invitations: [sent, ...team.invitations] };
      return { ...sent, renewed: false };
    },
    'churchMembers.revokeInvitation': (input) => {
      const { invitationId } = input as { invitationId: number };
      team = { ...team, invitations: team.invitations.filter((i) => i.id !== invitationId) };
      return { revoked: true };
    },
    'churchMembers.remove': (input) => {
      const { userId } = input as { userId: number };
      team = { ...team, members: team.members.filter((m) => m.userId !== userId) };
      return { removed: true };
    },
    'churchMembers.changeRole': (input) => {
      const { userId, role } = input as { userId: number; role: string };
      team = {
        ...team,
        members: team.members.map((m) => (m.userId === userId ? { ...m, role } : m)),
      };
      return team.members.find((m) => m.userId === userId);
    },
    ...handlers,
  });
}

const aTeam = (): Team => ({
  members: [
    member(5, 'pastor_ann', 'owner', 'ann@grace.example.org'),
    member(8, 'youth_bob', 'member', 'bob@example.org'),
  ],
  invitations: [invitation(3, 'cal@example.org'), invitation(4, 'dee@example.org', true)],
});

async function openPage() {
  await renderApp({ path: '/church-team' });
  await expectPageHeading('Church Team');
}

describe('/church-team', () => {
  it('lists who has access and who is invited, with expiry, while loading says so', async () => {
    const answer = deferred<Team>();
    teamServer(aTeam(), { 'churchMembers.list': () => answer.promise });
    await openPage();
    await waitFor(() => expect(document.title).toBe('Church Team · Huddle'));
    expect(await screen.findByText('Loading your team…')).toBeVisible();

    answer.resolve(aTeam());
    const people = await screen.findByRole('list', { name: 'People with access' });
    const lines = within(people).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^pastor_annYouann@grace\.example\.org · Has not signed in yetOwner$/),
      expect.stringContaining('youth_bob'),
    ]);
    // The owner's own row has no controls; others have a role and a remove button.
    expect(within(lines[0]!).queryByRole('button')).toBeNull();
    expect(within(lines[1]!).getByLabelText('Role of youth_bob')).toHaveValue('member');
    expect(
      within(lines[1]!).getByRole('button', { name: 'Remove access of youth_bob' }),
    ).toBeVisible();

    const invited = screen.getByRole('list', { name: 'Invitations' });
    expect(
      within(invited)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      expect.stringContaining('cal@example.orgMember · Expires on November 27, 2026'),
      expect.stringContaining('dee@example.orgMember · Expired on November 27, 2026'),
    ]);
  });

  it('says when nobody else has access or is invited', async () => {
    teamServer({ members: [member(5, 'pastor_ann', 'owner')], invitations: [] });
    await openPage();
    expect(await screen.findByText(/Only you have access so far/)).toBeVisible();
    expect(screen.getByText('No invitations waiting. Invite someone above.')).toBeVisible();
  });

  it('shows why the team did not load, and loads it on Retry', async () => {
    const list = outage(() => aTeam());
    teamServer(aTeam(), { 'churchMembers.list': list.handler });
    await openPage();
    expect(await screen.findByText('Failed to load your team')).toBeVisible();
    await list.retryAfter('Failed to load your team');
    expect(await screen.findByRole('list', { name: 'People with access' })).toBeVisible();
  });

  it('invites by e-mail as a member or an official, and lists the invitation', async () => {
    const api = teamServer(aTeam());
    await openPage();
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    const send = within(form).getByRole('button', { name: 'Send Invitation' });

    fireEvent.click(send);
    expect(await within(form).findByText('Please enter a valid email address')).toBeVisible();
    expect(field('Their email', form)).toHaveFocus();
    expect(api.inputsOf('churchMembers.invite')).toEqual([]);

    fill({ 'Their email': ' eve@example.org ' }, form);
    fireEvent.change(field('Role', form), { target: { value: 'official' } });
    expect(within(form).getByText(/^Officials can edit the church's information/)).toBeVisible();
    fireEvent.click(send);
    expect(await screen.findByText(/eve@example\.org will get a link to join/)).toBeVisible();
    expect(api.inputsOf('churchMembers.invite')).toEqual([
      { churchId: 42, email: 'eve@example.org', role: 'official' },
    ]);
    const invited = await screen.findByRole('list', { name: 'Invitations' });
    await within(invited).findByText('eve@example.org');
    expect(field('Their email', form)).toHaveValue('');
  });

  it("shows the server's refusal beside the address", async () => {
    teamServer(aTeam(), {
      'churchMembers.invite': () => {
        throw new StubError('CONFLICT', 'This person already has access to your church.', {
          fieldErrors: { email: ['This person already has access to your church.'] },
        });
      },
    });
    await openPage();
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    fill({ 'Their email': 'bob@example.org' }, form);
    fireEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(
      await within(form).findByText('This person already has access to your church.'),
    ).toBeVisible();
    await waitFor(() => expect(field('Their email', form)).toHaveFocus());
  });

  it('sends an invitation again and withdraws one', async () => {
    const api = teamServer(aTeam());
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send again to dee@example.org' }));
    expect(await screen.findByText(/A new link is on its way to dee@example\.org/)).toBeVisible();
    expect(api.inputsOf('churchMembers.invite')).toEqual([
      { churchId: 42, email: 'dee@example.org', role: 'member' },
    ]);

    fireEvent.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to cal@example.org' }),
    );
    expect(
      await screen.findByText('The link sent to cal@example.org no longer works.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByText('cal@example.org')).toBeNull());
    expect(api.inputsOf('churchMembers.revokeInvitation')).toEqual([
      { churchId: 42, invitationId: 3 },
    ]);
  });

  it('changes a role, and removes a person after asking', async () => {
    const api = teamServer(aTeam());
    await openPage();
    fireEvent.change(await screen.findByLabelText('Role of youth_bob'), {
      target: { value: 'official' },
    });
    expect(await screen.findByText('youth_bob is now an official.')).toBeVisible();
    expect(api.inputsOf('churchMembers.changeRole')).toEqual([
      { churchId: 42, userId: 8, role: 'official' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove access of youth_bob' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('their Huddle account is closed and they are signed out');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(
      await screen.findByText('youth_bob can no longer sign in for your church.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByLabelText('Role of youth_bob')).toBeNull());
    expect(api.inputsOf('churchMembers.remove')).toEqual([{ churchId: 42, userId: 8 }]);
  });

  it('keeps a person whose removal the server refuses, saying why', async () => {
    teamServer(aTeam(), {
      'churchMembers.remove': () => {
        throw new StubError(
          'CONFLICT',
          'A church needs an owner: make someone else an owner first.',
        );
      },
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove access of youth_bob' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove access' }),
    );
    expect(await screen.findByText(/A church needs an owner/)).toBeVisible();
    expect(screen.getByLabelText('Role of youth_bob')).toBeVisible();
  });

  it('asks a church without an active subscription to subscribe before inviting', async () => {
    teamServer(aTeam(), {
      'billing.status': () => ({
        status: 'canceled',
        billingPeriod: 'monthly',
        currentPeriodEnd: null,
      }),
    });
    await openPage();
    expect(await screen.findByText('Subscription needed to invite')).toBeVisible();
    expectLink('Manage subscription', '/subscription');
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    expect(await screen.findByLabelText('Role of youth_bob')).toBeVisible();
  });

  it('tells officials and members that owners manage the team, and asks for nothing', async () => {
    for (const role of ['official', 'member']) {
      const api = teamServer(aTeam(), {}, { ...OWNER, churchUser: { churchId: 42, role } });
      const { unmount } = await renderApp({ path: '/church-team' });
      expect(
        await screen.findByText(/Only owners can see and change who has access/),
      ).toBeVisible();
      expect(api.inputsOf('churchMembers.list')).toEqual([]);
      unmount();
    }
  });

  it('offers registration to a user without a church, and sends the signed-out to /login', async () => {
    teamServer(aTeam(), {}, { user: { id: 4, username: 'fan' }, churchUser: null });
    const { unmount } = await renderApp({ path: '/church-team' });
    expect(await screen.findByText('Your account is not linked to a church yet.')).toBeVisible();
    expectLink('Register your church', '/register-church');
    unmount();

    teamServer(aTeam(), {}, null);
    const { router } = await renderApp({ path: '/church-team' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
