/** /reset-password?token=…: the token of the mailed link, as the page sends it back. */
export type ResetPasswordSearch = { token?: string };

/** The key is always set, so a token that is not a string cannot slip through the router's merge. */
export function validateResetPasswordSearch(search: Record<string, unknown>): ResetPasswordSearch {
  return { token: typeof search.token === 'string' && search.token ? search.token : undefined };
}
