/** Spec §2 and §9 figures the web app shows; kept with the other rules so both sides agree. */
export const MISSION_TAGLINE =
  'Connecting churches and communities through sports, faith and fellowship.';

export const CAROUSEL = {
  testimonials: 7,
  autoPlayMs: 5_000,
  homeAutoPlayMs: 7_000,
  churchesAutoPlayMs: 6_000,
} as const;

export const TOASTS = {
  limit: 1,
  durationMs: 5_000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  removeDelayMs: 1_000_000,
} as const;

export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300 } as const;

export const ADMIN_TOKEN_STORAGE_KEY = 'admin-token';
export const ADMIN_DASHBOARD_TABS = 6;

export const CONTACT_DETAILS = {
  phone: 'Available via email request',
  location: 'Serving churches nationwide',
  officeHours: ['Monday-Friday 9:00 AM - 6:00 PM ET', 'Saturday-Sunday Closed'],
} as const;
