import { ADMIN_TOKEN_STORAGE_KEY } from '@huddle/domain';

/*
 * The administrator's bearer token, kept in localStorage under 'admin-token' (spec §6). Storage
 * may be unavailable (private mode, blocked cookies): then the token lives for this page only.
 * Who shows it (the /admin page, the site header) subscribes, so signing in or out in one place,
 * or in another tab, shows everywhere at once.
 */

let fallback: string | null = null;
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

export function readAdminToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    return fallback;
  }
}

export function storeAdminToken(token: string): void {
  fallback = token;
  try {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
  } catch {
    // Kept in memory only.
  }
  changed();
}

export function clearAdminToken(): void {
  fallback = null;
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  changed();
}

/** Calls `listener` whenever the token is stored or cleared, here or in another tab. */
export function subscribeAdminToken(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === ADMIN_TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
