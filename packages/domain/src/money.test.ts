import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  daysActive,
  dollarsToCents,
  formatUsd,
  monthlyEquivalentCents,
  monthlyRecurringRevenueCents,
  PLAN_OPTIONS,
  planPriceCents,
  yearlyFreeMonths,
  yearlySavingsPercent,
} from './money.js';

/** A Church Partner charge at each list price. */
const MONTHLY_PLAN = { billingPeriod: 'monthly', amountCents: 999 } as const;
const YEARLY_PLAN = { billingPeriod: 'yearly', amountCents: 10_000 } as const;

describe('Church Partner prices (spec §9)', () => {
  it('costs 9.99 a month or 100 a year, in cents', () => {
    expect(planPriceCents('monthly')).toBe(999);
    expect(planPriceCents('yearly')).toBe(10_000);
  });

  it("labels the yearly plan 'Save 17%' and '2 months free' from the prices themselves", () => {
    expect(yearlySavingsPercent()).toBe(17);
    expect(yearlyFreeMonths()).toBe(2);
    expect(PLAN_OPTIONS).toEqual([
      { period: 'monthly', priceCents: 999, per: 'month', badge: null, note: null },
      {
        period: 'yearly',
        priceCents: 10_000,
        per: 'year',
        badge: 'Save 17%',
        note: '2 months free',
      },
    ]);
  });
});

describe('monthly recurring revenue', () => {
  it('counts monthly plans in full and yearly plans as a twelfth, rounding once', () => {
    expect(monthlyRecurringRevenueCents([])).toBe(0);
    expect(monthlyEquivalentCents(MONTHLY_PLAN)).toBe(999);
    expect(monthlyEquivalentCents(YEARLY_PLAN)).toBe(833);
    const twelveYearly = Array(12).fill(YEARLY_PLAN);
    expect(monthlyRecurringRevenueCents(twelveYearly)).toBe(10_000);
    expect(monthlyRecurringRevenueCents([MONTHLY_PLAN, MONTHLY_PLAN, YEARLY_PLAN])).toBe(2831);
    // 2 yearly plans: 1666.67 rounds half up to 1667.
    expect(monthlyRecurringRevenueCents(Array(2).fill(YEARLY_PLAN))).toBe(1667);
  });

  it('is within half a cent of the exact sum (property)', () => {
    const charge = fc.record({
      billingPeriod: fc.constantFrom('monthly' as const, 'yearly' as const),
      amountCents: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(charge, { maxLength: 50 }), (charges) => {
        const exact = charges.reduce(
          (sum, c) => sum + (c.billingPeriod === 'yearly' ? c.amountCents / 12 : c.amountCents),
          0,
        );
        const mrr = monthlyRecurringRevenueCents(charges);
        expect(Number.isInteger(mrr)).toBe(true);
        expect(Math.abs(mrr - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});

describe('dollars and cents', () => {
  it('reads numeric(8,2) strings and numbers as cents', () => {
    expect(dollarsToCents('9.99')).toBe(999);
    expect(dollarsToCents('100')).toBe(10_000);
    expect(dollarsToCents('100.5')).toBe(10_050);
    expect(dollarsToCents(' 0.07 ')).toBe(7);
    expect(dollarsToCents('-1.25')).toBe(-125);
    expect(dollarsToCents(9.99)).toBe(999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(() => dollarsToCents('9,99')).toThrow(RangeError);
    expect(() => dollarsToCents('')).toThrow(RangeError);
  });

  it('writes cents back as numeric literals and as dollars', () => {
    expect(centsToDecimal(999)).toBe('9.99');
    expect(centsToDecimal(10_000)).toBe('100.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-125)).toBe('-1.25');
    expect(formatUsd(999)).toBe('$9.99');
    expect(formatUsd(123_456_789)).toBe('$1,234,567.89');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-2_500)).toBe('-$25.00');
  });

  it('round-trips cents through the decimal text (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999, max: 99_999_999 }), (cents) => {
        expect(dollarsToCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});

describe('daysActive', () => {
  it('counts whole days since the start, and none without a start', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(daysActive(new Date('2026-03-01T13:00:00Z'), now)).toBe(8);
    expect(daysActive(new Date('2026-03-10T11:00:00Z'), now)).toBe(0);
    expect(daysActive(new Date('2026-04-01T00:00:00Z'), now)).toBe(0);
    expect(daysActive(null, now)).toBeNull();
    expect(daysActive(new Date(Number.NaN), now)).toBeNull();
  });
});
