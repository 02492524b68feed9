/**
 * Polls `check` until it returns something other than undefined, false or an empty list (a
 * filter that found nothing yet), or fails after a generous `timeoutMs`. For background work (jobs, mail) whose end a test cannot await directly; the
 * timeout only bounds a broken run, it never decides a passing one.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    const nothingYet = Array.isArray(result) && result.length === 0;
    if (result !== undefined && result !== false && !nothingYet) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Polls `remaining` until it is 0, and fails only when it has not fallen for `stallMs`: a busy
 * machine may take long to drain a queue, a broken run stops draining it.
 */
export async function waitUntilDrained(
  what: string,
  remaining: () => Promise<number>,
  stallMs = 60_000,
): Promise<void> {
  let least = Number.POSITIVE_INFINITY;
  let deadline = Date.now() + stallMs;
  for (;;) {
    const left = await remaining();
    if (left === 0) return;
    if (left < least) {
      least = left;
      deadline = Date.now() + stallMs;
    }
    if (Date.now() > deadline) throw new Error(`${what}: ${left} left, none done in ${stallMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
