import { describe, expect, it } from 'vitest';
import { validateChurchesSearch } from './churches-search';

describe('validateChurchesSearch', () => {
  it('keeps the tab and the filters, trimmed', () => {
    expect(
      validateChurchesSearch({ tab: 'resources', search: ' grace ', denomination: 'Baptist' }),
    ).toEqual({ tab: 'resources', search: 'grace', denomination: 'Baptist' });
  });

  it("drops what it does not know, blanks, 'all' and texts past the API's limit", () => {
    expect(
      validateChurchesSearch({ tab: 'admin', search: '   ', denomination: 'all', other: 1 }),
    ).toEqual({ tab: undefined, search: undefined, denomination: undefined });
    expect(validateChurchesSearch({ search: 'x'.repeat(121) }).search).toBeUndefined();
    expect(validateChurchesSearch({ search: { $gt: '' } }).search).toBeUndefined();
  });

  it('reads a number the router parsed back as text', () => {
    expect(validateChurchesSearch({ search: 2024 }).search).toBe('2024');
  });
});
