import { describe, expect, it } from 'vitest';
import {
  invitationAcceptInput,
  invitationCreateInput,
  joinFormSchema,
  memberRoleInput,
} from './church-members.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('inviting someone', () => {
  it('takes an address and the role official or member, never owner', () => {
    expect(
      invitationCreateInput.parse({ churchId: '7', email: ' ann@example.org ', role: 'member' }),
    ).toEqual({ churchId: 7, email: 'ann@example.org', role: 'member' });
    const owner = invitationCreateInput.safeParse({
      churchId: 7,
      email: 'ann@example.org',
      role: 'owner',
    });
    expect(messagesOf(owner)).toEqual(['Choose a role: official or member.']);
  });

  it('refuses an address that is not one plain address', () => {
    for (const email of ['ann', 'ann@example.org, bob@example.org', 'ann@exa\nmple.org']) {
      const result = invitationCreateInput.safeParse({ churchId: 7, email, role: 'member' });
      expect(result.success, email).toBe(false);
    }
  });

  it('changes a role to any of the three', () => {
    expect(memberRoleInput.parse({ churchId: 7, userId: '9', role: 'owner' })).toEqual({
      churchId: 7,
      userId: 9,
      role: 'owner',
    });
    expect(
      messagesOf(memberRoleInput.safeParse({ churchId: 7, userId: 9, role: 'admin' })),
    ).toEqual(['Choose a role: owner, official or member.']);
  });
});

describe('accepting an invitation', () => {
  it("creates an account under registration's rules, the address optional", () => {
    expect(
      invitationAcceptInput.parse({
        token: 't'.repeat(43),
        username: 'ann_lee',
        password: 'secret',
      }),
    ).toEqual({ token: 't'.repeat(43), username: 'ann_lee', password: 'secret' });
    const bad = invitationAcceptInput.safeParse({ token: '', username: 'a', password: '123' });
    expect(messagesOf(bad)).toEqual([
      'Username must be 3 to 50 letters, numbers or . _ - @',
      'Password must be at least 6 characters long.',
      'This invitation link is not complete. Please open the link from the e-mail again.',
    ]);
    expect(
      invitationAcceptInput.safeParse({
        token: 'x'.repeat(129),
        username: 'ann',
        password: 'secret',
      }).success,
    ).toBe(false);
  });

  it('asks for the password twice on the join page, a blank address meaning none', () => {
    const values = { username: 'ann', email: '', password: 'secret', confirmPassword: 'secret' };
    expect(joinFormSchema.parse(values)).toEqual({ ...values, email: undefined });
    expect(messagesOf(joinFormSchema.safeParse({ ...values, confirmPassword: 'other' }))).toEqual([
      'Passwords do not match. Please try again.',
    ]);
  });
});
