import type { AppContext } from '../context.js';
import { rateLimitAddress } from '../modules/rate-limits/client-address.js';
import type { SeatClient } from '../modules/rsvps/fair-share.js';

/**
 * The caller as its fair share of a date's seats is counted (docs/adr/0078-no-squatting.md): by
 * the address rate limits count (IPv6 by its /64), never a header any client can set.
 */
export function seatClientOf(ctx: Pick<AppContext, 'clientIp' | 'config'>): SeatClient {
  return { address: rateLimitAddress(ctx.clientIp), challenge: ctx.config.seatChallenge };
}
