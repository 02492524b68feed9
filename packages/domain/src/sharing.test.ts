import { describe, expect, it } from 'vitest';
import { SHARE_PLATFORMS, type SharePlatform, toggleSharePlatform } from './sharing.js';

describe('share platform selection (spec §4)', () => {
  it('offers five platforms', () => {
    expect(SHARE_PLATFORMS).toEqual(['all', 'website', 'social', 'digital', 'other']);
  });

  it("selects all five when 'all' is chosen, and none when it is cleared", () => {
    expect(toggleSharePlatform([], 'all', true)).toEqual([...SHARE_PLATFORMS]);
    expect(toggleSharePlatform(['website'], 'all', true)).toEqual([...SHARE_PLATFORMS]);
    expect(toggleSharePlatform([...SHARE_PLATFORMS], 'all', false)).toEqual([]);
  });

  it("drops 'all' when any option is deselected", () => {
    for (const platform of SHARE_PLATFORMS.filter((p) => p !== 'all')) {
      const next = toggleSharePlatform([...SHARE_PLATFORMS], platform, false);
      expect(next).not.toContain('all');
      expect(next).not.toContain(platform);
      expect(next).toHaveLength(3);
    }
  });

  it("adds and removes single platforms, ticking 'all' once the four are chosen", () => {
    let selected: SharePlatform[] = [];
    selected = toggleSharePlatform(selected, 'social', true);
    expect(selected).toEqual(['social']);
    selected = toggleSharePlatform(selected, 'website', true);
    expect(selected).toEqual(['website', 'social']);
    selected = toggleSharePlatform(selected, 'digital', true);
    selected = toggleSharePlatform(selected, 'other', true);
    expect(selected).toEqual([...SHARE_PLATFORMS]);
    expect(toggleSharePlatform(['website'], 'website', false)).toEqual([]);
  });
});
