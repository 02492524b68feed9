import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Where a run writes its report: tooling/bench/results/<name>, which git ignores. The numbers that
 * matter (targets met or missed, the latest table) are copied into docs/performance.md by hand.
 */
export function resultPath(name: string): string {
  const dir = fileURLToPath(new URL('../results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  return `${dir}${name}`;
}
