/** Spec §2: the sharing step after creating an event offers these platforms. */
export const SHARE_PLATFORMS = ['all', 'website', 'social', 'digital', 'other'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

const INDIVIDUAL = SHARE_PLATFORMS.filter((p) => p !== 'all');

/**
 * Spec §4: choosing 'all' selects all five; deselecting any option also drops 'all'. Deselecting
 * 'all' clears the selection; choosing the four one by one ticks 'all' too, so the boxes never
 * contradict each other. The result is in the order of SHARE_PLATFORMS.
 */
export function toggleSharePlatform(
  selected: readonly SharePlatform[],
  platform: SharePlatform,
  checked: boolean,
): SharePlatform[] {
  if (platform === 'all') return checked ? [...SHARE_PLATFORMS] : [];
  const next = new Set(selected);
  if (checked) next.add(platform);
  else next.delete(platform);
  if (INDIVIDUAL.every((p) => next.has(p))) next.add('all');
  else next.delete('all');
  return SHARE_PLATFORMS.filter((p) => next.has(p));
}
