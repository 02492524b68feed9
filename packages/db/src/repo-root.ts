import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding pnpm-workspace.yaml. The embedded database lives under it so that every
 * package's scripts, each run from its own folder, share one database. Starts from the working
 * directory, then from this file, so a process started elsewhere still finds the checkout.
 */
export function findRepoRoot(cwd: string): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const root = walkUp(cwd) ?? walkUp(here);
  if (!root) throw new Error(`No pnpm-workspace.yaml above ${cwd}; pass createDb({ dataDir })`);
  return root;
}

function walkUp(from: string): string | undefined {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
