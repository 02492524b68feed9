import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { DbHandle } from '../create-db.js';
import { createTestDb } from './index.js';

type UseTestDbOptions = {
  /** Opens the database; by default a fresh, migrated, empty one (createTestDb). */
  open?: () => Promise<DbHandle>;
  /** One database per test instead of one for all the tests of the file or block. */
  each?: boolean;
  timeout?: number;
};

/**
 * A database for the tests of the calling file or describe block: opened before them and handed
 * to `use`, closed after them.
 */
export function useTestDb(use: (handle: DbHandle) => void): void;
export function useTestDb(options: UseTestDbOptions, use: (handle: DbHandle) => void): void;
export function useTestDb(
  first: UseTestDbOptions | ((handle: DbHandle) => void),
  second?: (handle: DbHandle) => void,
): void {
  const [options, use] = typeof first === 'function' ? [{}, first] : [first, second!];
  const { open = createTestDb, each = false, timeout } = options;
  let handle: DbHandle | undefined;
  (each ? beforeEach : beforeAll)(async () => {
    handle = await open();
    use(handle);
  }, timeout);
  (each ? afterEach : afterAll)(() => handle?.close());
}
