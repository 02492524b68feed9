/** Retries start here and double up to the cap: a restart takes seconds, a failover longer. */
const FIRST_RETRY_MS = 200;
const MAX_RETRY_MS = 5_000;

/** Kept short of the claim's end: the database's clock, which set it, may run ahead of ours. */
const CLAIM_MARGIN_MS = 15_000;

/** When retries of a delivery's outcome must stop: the claim taken at `claimedAt` is about to end. */
export function claimDeadline(claimedAt: number, leaseSeconds: number): number {
  return claimedAt + leaseSeconds * 1000 - CLAIM_MARGIN_MS;
}

/**
 * Writes a delivery attempt's outcome, trying again (a database restart, a failover) until
 * `deadline`. Once the SMTP server has accepted a mail, this write is all that stands between it
 * and a second copy: while the mail's claim holds no other job may send it, so an outcome written
 * before the claim ends records the one delivery, even if the database was away for a while. A
 * job that gave up sooner would leave the mail 'sending', and the mail would be sent again once
 * the claim ran out. Past the deadline the error is thrown, as before.
 */
export async function recordOutcome(write: () => Promise<void>, deadline: number): Promise<void> {
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
    try {
      return await write();
    } catch (error) {
      if (Date.now() + delay >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
