import { afterAll, beforeAll } from 'vitest';

/**
 * Something the tests of the calling file share (a server, a database): started before the
 * first test and closed after the last. What it returns stands for it, and can be read only
 * once the tests (or `beforeAll` hooks registered after this call) run.
 */
export function usePerFile<T extends { close(): Promise<unknown> }>(start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error(`read ${String(key)} before beforeAll started it`);
      return started[key as keyof T];
    },
  });
}
