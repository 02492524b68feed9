import { afterEach, describe, expect, it } from 'vitest';
import { validateCheckoutSearch } from './checkout-search';
import {
  churchIdFrom,
  clearPendingChurchId,
  PENDING_CHURCH_KEY,
  readPendingChurchId,
  storePendingChurchId,
} from './pending-church';

afterEach(() => window.localStorage.clear());

describe('the checkout query', () => {
  it('reads a positive whole church id, as a number or a string', () => {
    expect(validateCheckoutSearch({ churchId: 42 })).toEqual({
      churchId: 42,
      redirect_status: undefined,
    });
    expect(churchIdFrom('7')).toBe(7);
  });

  it.each([0, -3, 1.5, 'abc', '12abc', '', null, undefined, {}])('drops %j', (value) => {
    expect(validateCheckoutSearch({ churchId: value }).churchId).toBeUndefined();
  });

  it("keeps Stripe's redirect_status", () => {
    expect(validateCheckoutSearch({ churchId: 3, redirect_status: 'succeeded' })).toEqual({
      churchId: 3,
      redirect_status: 'succeeded',
    });
  });
});

describe('the pending church id', () => {
  it('is stored, read and cleared', () => {
    expect(readPendingChurchId()).toBeUndefined();
    storePendingChurchId(42);
    expect(window.localStorage.getItem(PENDING_CHURCH_KEY)).toBe('42');
    expect(readPendingChurchId()).toBe(42);
    clearPendingChurchId();
    expect(readPendingChurchId()).toBeUndefined();
  });

  it('ignores a stored value that is not an id', () => {
    window.localStorage.setItem(PENDING_CHURCH_KEY, 'not-a-number');
    expect(readPendingChurchId()).toBeUndefined();
  });
});
