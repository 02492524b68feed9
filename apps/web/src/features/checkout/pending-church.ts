/**
 * The church just registered and not yet paid for (spec §2 /church-checkout: "a stored pending
 * church id"), so checkout still knows it after a reload or a detour through the login page.
 */
export const PENDING_CHURCH_KEY = 'huddle.pendingChurchId';

function parseId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function readPendingChurchId(): number | undefined {
  try {
    return parseId(window.localStorage.getItem(PENDING_CHURCH_KEY) ?? undefined);
  } catch {
    // Storage can be switched off (private modes, strict settings): checkout then needs ?churchId.
    return undefined;
  }
}

export function storePendingChurchId(id: number) {
  try {
    window.localStorage.setItem(PENDING_CHURCH_KEY, String(id));
  } catch {
    // See readPendingChurchId: the churchId in the URL still carries it.
  }
}

export function clearPendingChurchId() {
  try {
    window.localStorage.removeItem(PENDING_CHURCH_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** A church id from a query string value: a positive whole number, else undefined. */
export function churchIdFrom(value: unknown): number | undefined {
  if (typeof value === 'string' && !/^\d+$/.test(value.trim())) return undefined;
  return parseId(value);
}
