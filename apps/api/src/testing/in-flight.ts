/**
 * Requests that race. The pool has 10 connections and makes the rest wait for one, up to its
 * connect timeout; fired all at once, a burst of 200 on a busy CI machine waited past it and was
 * answered 503. Keeping a few times the pool in flight races every connection just as hard while
 * no request waits for more than a couple of others.
 */
export const RACING = 24;

/** Runs `count` tasks, at most `limit` at a time, and answers their results in task order. */
export async function inFlight<T>(
  count: number,
  task: (index: number) => Promise<T>,
  limit = RACING,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}
