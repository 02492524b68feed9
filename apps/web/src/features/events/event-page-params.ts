/**
 * The event id in /events/{id}: a positive whole number as written in the address ('12'), else
 * null, which the page shows as 'Event Not Found' without asking the server. Plain code, no zod:
 * the route's loader imports this, and the loader is not split from the route tree.
 */
export function parseEventId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
