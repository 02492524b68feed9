import { ADMIN_TOKEN_STORAGE_KEY } from '@huddle/domain';

/*
 * The administrator's bearer token, kept in localStorage under 'admin-token' (spec §6). Storage
 * may be unavailable (private mode, blocked cookies): then the token lives for this page only.
 */

let fallback: string | null = null;

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
}

export function clearAdminToken(): void {
  fallback = null;
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
