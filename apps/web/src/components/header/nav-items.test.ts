import { describe, expect, it } from 'vitest';
import { accountAction, headerMode, isVisitorMode, navItems } from './nav-items';

describe('isVisitorMode', () => {
  it('is on under /events with role=visitor', () => {
    expect(isVisitorMode('/events', { role: 'visitor' })).toBe(true);
    expect(isVisitorMode('/events/12', { role: 'visitor', church: 4 })).toBe(true);
  });

  it('is off elsewhere or without role=visitor', () => {
    expect(isVisitorMode('/events', {})).toBe(false);
    expect(isVisitorMode('/events', { role: 'admin' })).toBe(false);
    expect(isVisitorMode('/churches', { role: 'visitor' })).toBe(false);
    expect(isVisitorMode('/', { role: 'visitor' })).toBe(false);
    expect(isVisitorMode('/eventsx', { role: 'visitor' })).toBe(false);
  });
});

describe('headerMode and navItems', () => {
  const session = { user: { id: 1, username: 'ann' }, churchUser: null };

  it('puts visitor mode before the session', () => {
    expect(headerMode(session, true)).toBe('visitor');
    expect(headerMode(null, true)).toBe('visitor');
    expect(headerMode(session, false)).toBe('signed-in');
    expect(headerMode(null, false)).toBe('signed-out');
  });

  it('lists the items of each mode', () => {
    expect(navItems('visitor')).toEqual([
      { label: 'Find Games & Events', to: '/events', search: { role: 'visitor' } },
    ]);
    expect(navItems('signed-out').map((item) => item.to)).toEqual(['/events', '/churches']);
    expect(navItems('signed-in').map((item) => item.label)).toEqual([
      'Find Games & Events',
      'Churches',
      'Watch Together',
      'Sports Mission',
      'Analytics',
    ]);
  });
});

describe('accountAction', () => {
  const owner = { user: { id: 1, username: 'ann' }, churchUser: { churchId: 4, role: 'owner' } };

  it('offers what fits the church: hosting once it pays, else its subscription', () => {
    expect(accountAction(owner, 'active')).toEqual({ label: 'Host an Event', to: '/host-event' });
    for (const status of ['incomplete', 'past_due', 'canceled', 'unpaid'] as const) {
      expect(accountAction(owner, status)).toEqual({
        label: 'Complete Subscription',
        to: '/church-checkout',
        churchId: 4,
      });
    }
  });

  it('offers nothing while the subscription is unknown, and registration without a church', () => {
    expect(accountAction(owner, undefined)).toBeNull();
    expect(accountAction({ ...owner, churchUser: null }, undefined)).toEqual({
      label: 'Get Started',
      to: '/register-church',
    });
  });
});
