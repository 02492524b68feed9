import { describe, expect, it } from 'vitest';
import { planSwitch } from './demo-subscription.js';

describe('planSwitch (demo billing, priced as Stripe prorates)', () => {
  it('charges the yearly price less the unused half of a monthly period, from now for a year', () => {
    const now = new Date('2026-03-16T00:00:00Z');
    // The monthly period runs Mar 1 → Apr 1 (31 days); 16 days are left.
    const change = planSwitch(
      { billingPeriod: 'monthly', periodEnd: new Date('2026-04-01T00:00:00Z') },
      'yearly',
      now,
    );
    expect(change).toEqual({
      chargeCents: 10_000 - Math.round((999 * 16) / 31),
      periodStart: now,
      periodEnd: new Date('2027-03-16T00:00:00Z'),
    });
  });

  it('charges nothing when the yearly credit left exceeds a month', () => {
    const change = planSwitch(
      { billingPeriod: 'yearly', periodEnd: new Date('2027-01-01T00:00:00Z') },
      'monthly',
      new Date('2026-01-02T00:00:00Z'),
    );
    expect(change.chargeCents).toBe(0);
    expect(change.periodEnd).toEqual(new Date('2026-02-02T00:00:00Z'));
  });

  it('gives no credit for a period already over', () => {
    const change = planSwitch(
      { billingPeriod: 'monthly', periodEnd: new Date('2026-01-01T00:00:00Z') },
      'yearly',
      new Date('2026-01-05T00:00:00Z'),
    );
    expect(change.chargeCents).toBe(10_000);
  });
});
