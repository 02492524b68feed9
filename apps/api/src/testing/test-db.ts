import type { DbHandle } from '@huddle/db';
import { createTestDb } from '@huddle/db/testing';
import { usePerFile } from './per-file.js';

/** One fresh, migrated database for all the tests of the calling file. */
export function useTestDb(): DbHandle {
  return usePerFile(() => createTestDb());
}
