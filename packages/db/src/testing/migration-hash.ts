import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { migrations } from '../migrations/index.js';

/**
 * Identifies the migration set by names and source text, so that editing a not-yet-released
 * migration (or a helper inside its file) yields a new template or snapshot instead of a stale
 * one. Function.toString() alone would miss helpers that up() calls.
 */
export function migrationSetHash(): string {
  const hash = createHash('sha256');
  hash.update(Object.keys(migrations).join('\n'));
  const folder = new URL('../migrations/', import.meta.url);
  const files = readdirSync(folder)
    .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
  for (const file of files) hash.update(readFileSync(new URL(file, folder)));
  return hash.digest('hex').slice(0, 12);
}
