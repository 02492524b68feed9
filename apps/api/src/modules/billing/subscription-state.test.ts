import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  churchSubscriptionState,
  demoSubscription,
  ourStatus,
  type SubscriptionSnapshot,
} from './subscription-state.js';

const START = Date.UTC(2026, 0, 15) / 1000;
const PERIOD_END = Date.UTC(2026, 1, 15) / 1000;

function subscription(
  overrides: Partial<SubscriptionSnapshot> = {},
  interval = 'month',
  amount = 999,
) {
  return {
    id: 'sub_1',
    status: 'active',
    start_date: START,
    ended_at: null,
    customer: 'cus_1',
    metadata: {},
    items: {
      data: [
        {
          current_period_end: PERIOD_END,
          quantity: 1,
          price: { unit_amount: amount, recurring: { interval, interval_count: 1 } },
        },
      ],
    },
    ...overrides,
  } satisfies SubscriptionSnapshot;
}

describe('churchSubscriptionState', () => {
  it('maps an active monthly subscription to our columns', () => {
    expect(churchSubscriptionState(subscription())).toEqual({
      subscription_status: 'active',
      billing_period: 'monthly',
      subscription_start_date: new Date('2026-01-15T00:00:00Z'),
      subscription_end_date: new Date('2026-02-15T00:00:00Z'),
      cancel_at: null,
      monthly_fee: '9.99',
    });
  });

  it('ends at the period end once cancelled at period end, at cancel_at when Stripe sets it', () => {
    expect(churchSubscriptionState(subscription({ cancel_at_period_end: true })).cancel_at).toEqual(
      new Date(PERIOD_END * 1000),
    );
    const chosen = PERIOD_END - 86_400;
    expect(churchSubscriptionState(subscription({ cancel_at: chosen })).cancel_at).toEqual(
      new Date(chosen * 1000),
    );
    const ended = subscription({ status: 'canceled', ended_at: PERIOD_END, cancel_at: PERIOD_END });
    expect(churchSubscriptionState(ended).cancel_at).toBeNull();
  });

  it('reads a yearly price as yearly, with a twelfth of 100.00 (8.33) as the monthly fee', () => {
    const state = churchSubscriptionState(subscription({}, 'year', 10_000));
    expect(state.billing_period).toBe('yearly');
    expect(state.monthly_fee).toBe('8.33');
  });

  it('multiplies by the quantity and falls back to the plan price without a unit amount', () => {
    const two = subscription();
    const item = { ...two.items.data[0]!, quantity: 2 };
    expect(churchSubscriptionState({ ...two, items: { data: [item] } }).monthly_fee).toBe('19.98');
    const tiered = { ...item, quantity: 1, price: { ...item.price, unit_amount: null } };
    expect(churchSubscriptionState({ ...two, items: { data: [tiered] } }).monthly_fee).toBe('9.99');
  });

  it('keeps the period end while past_due and uses ended_at once canceled', () => {
    expect(churchSubscriptionState(subscription({ status: 'past_due' }))).toMatchObject({
      subscription_status: 'past_due',
      subscription_end_date: new Date(PERIOD_END * 1000),
    });
    const endedAt = START + 86_400;
    expect(
      churchSubscriptionState(subscription({ status: 'canceled', ended_at: endedAt })),
    ).toMatchObject({
      subscription_status: 'canceled',
      subscription_end_date: new Date(endedAt * 1000),
    });
  });

  it('has no end date without items', () => {
    expect(
      churchSubscriptionState(subscription({ items: { data: [] } })).subscription_end_date,
    ).toBeNull();
  });
});

describe('ourStatus', () => {
  it("keeps Stripe's statuses that we store, and reads paused or unknown ones as unpaid", () => {
    for (const status of [
      'active',
      'past_due',
      'canceled',
      'unpaid',
      'incomplete',
      'incomplete_expired',
      'trialing',
    ]) {
      expect(ourStatus(status)).toBe(status);
    }
    expect(ourStatus('paused')).toBe('unpaid');
    expect(ourStatus('something_new')).toBe('unpaid');
  });
});

describe('demoSubscription', () => {
  it('is active from now for one month, or one year, at the plan price', () => {
    const now = new Date('2026-01-31T10:00:00Z');
    expect(churchSubscriptionState(demoSubscription(7, 'monthly', now))).toEqual({
      subscription_status: 'active',
      billing_period: 'monthly',
      subscription_start_date: now,
      subscription_end_date: new Date('2026-02-28T10:00:00Z'),
      cancel_at: null,
      monthly_fee: '9.99',
    });
    expect(churchSubscriptionState(demoSubscription(7, 'yearly', now))).toMatchObject({
      billing_period: 'yearly',
      subscription_end_date: new Date('2027-01-31T10:00:00Z'),
      monthly_fee: '8.33',
    });
  });
});

describe('addMonthsClamped', () => {
  it('stays in the target month at the end of a month, as a billing cycle does', () => {
    expect(addMonthsClamped(new Date('2024-01-31T00:00:00Z'), 1)).toEqual(
      new Date('2024-02-29T00:00:00Z'),
    );
    expect(addMonthsClamped(new Date('2024-02-29T12:00:00Z'), 12)).toEqual(
      new Date('2025-02-28T12:00:00Z'),
    );
    expect(addMonthsClamped(new Date('2025-12-15T00:00:00Z'), 1)).toEqual(
      new Date('2026-01-15T00:00:00Z'),
    );
  });
});
