import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  churchEditAccess,
  lapsedChurchMayEdit,
  leavesAnOwner,
  ownsEvent,
  teamAccess,
} from './permissions.js';

describe('event ownership (spec §6)', () => {
  it("belongs to the user of the event's church only", () => {
    expect(ownsEvent({ churchId: 3, role: 'owner' }, { churchId: 3 })).toBe(true);
    expect(ownsEvent({ churchId: 4, role: 'owner' }, { churchId: 3 })).toBe(false);
    expect(ownsEvent(null, { churchId: 3 })).toBe(false);
    expect(ownsEvent(undefined, { churchId: 3 })).toBe(false);
  });
});

describe('church editing (spec §6)', () => {
  it('lets owners and officials edit their own church only', () => {
    expect(churchEditAccess({ churchId: 3, role: 'owner' }, 3)).toBe('allowed');
    expect(churchEditAccess({ churchId: 3, role: 'official' }, 3)).toBe('allowed');
    expect(churchEditAccess({ churchId: 3, role: 'owner' }, 4)).toBe('access-denied');
    expect(churchEditAccess({ churchId: 3, role: 'member' }, 3)).toBe('insufficient-permissions');
    expect(churchEditAccess(null, 3)).toBe('insufficient-permissions');
  });
});

describe('what a church without an active subscription may change', () => {
  const before = {
    datetime: new Date('2026-12-06T15:00:00Z'),
    timezone: 'America/New_York',
    sport: 'Special Service',
    maxAttendees: 40,
    recurrenceEndDate: '2027-01-31',
  };

  it('may correct details, take seats away or end a series sooner', () => {
    expect(lapsedChurchMayEdit(before, before)).toBe(true);
    expect(lapsedChurchMayEdit(before, { ...before, maxAttendees: 30 })).toBe(true);
    expect(lapsedChurchMayEdit(before, { ...before, recurrenceEndDate: '2026-12-20' })).toBe(true);
    expect(lapsedChurchMayEdit(before, { ...before, recurrenceEndDate: null })).toBe(true);
  });

  it('may not move it, change its sport, add seats or run the series longer', () => {
    for (const change of [
      { datetime: new Date('2026-12-07T15:00:00Z') },
      { timezone: 'America/Chicago' },
      { sport: 'NFL' },
      { maxAttendees: 41 },
      { recurrenceEndDate: '2027-02-07' },
    ]) {
      expect(lapsedChurchMayEdit(before, { ...before, ...change })).toBe(false);
    }
  });
});

describe('the team of a church (ADR 0086)', () => {
  it('is managed by its own owners only', () => {
    expect(teamAccess({ churchId: 3, role: 'owner' }, 3)).toBe('allowed');
    expect(teamAccess({ churchId: 3, role: 'official' }, 3)).toBe('owners-only');
    expect(teamAccess({ churchId: 3, role: 'member' }, 3)).toBe('owners-only');
    expect(teamAccess({ churchId: 3, role: 'owner' }, 4)).toBe('access-denied');
    expect(teamAccess(null, 3)).toBe('access-denied');
    expect(teamAccess(undefined, 3)).toBe('access-denied');
  });

  it('keeps the last owner: removed or made an official, refused; another owner, allowed', () => {
    expect(leavesAnOwner([1], { userId: 1, role: null })).toBe(false);
    expect(leavesAnOwner([1], { userId: 1, role: 'member' })).toBe(false);
    expect(leavesAnOwner([1], { userId: 1, role: 'owner' })).toBe(true);
    expect(leavesAnOwner([1, 2], { userId: 1, role: null })).toBe(true);
    expect(leavesAnOwner([1], { userId: 5, role: null })).toBe(true);
    expect(leavesAnOwner([1], { userId: 5, role: 'owner' })).toBe(true);
  });

  it('never leaves a church that had an owner without one', () => {
    const role = fc.constantFrom(null, 'owner', 'official', 'member');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 20 }),
        role,
        (owners, userId, newRole) => {
          const after = owners.filter((id) => id !== userId);
          if (newRole === 'owner' && owners.includes(userId)) after.push(userId);
          expect(leavesAnOwner(owners, { userId, role: newRole })).toBe(after.length > 0);
        },
      ),
    );
  });
});
