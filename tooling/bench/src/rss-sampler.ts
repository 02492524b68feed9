/**
 * The resident memory of a process and all its descendants, read from /proc (Linux only), sampled
 * at a fixed interval: what the operating system must find in RAM for the server to run.
 */
import { readdirSync, readFileSync } from 'node:fs';

export type RssSample = { at: number; mb: number };

function parentOf(pid: string): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid …: the command may hold spaces or parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
  } catch {
    return undefined; // ended while we looked
  }
}

function rssKb(pid: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** RSS in MB of `root` and every process below it (threads are counted with their process). */
export function treeRssMb(root: number): number {
  const parents = new Map<string, string>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const parent = parentOf(pid);
    if (parent) parents.set(pid, parent);
  }
  const tree = new Set([String(root)]);
  // Parents may be listed after their children: repeat until the set stops growing.
  for (let size = 0; size !== tree.size; ) {
    size = tree.size;
    for (const [pid, parent] of parents) if (tree.has(parent)) tree.add(pid);
  }
  let kb = 0;
  for (const pid of tree) kb += rssKb(pid);
  return kb / 1024;
}

/** Samples every `everyMs` from now until `stop()`, which returns the samples (ms since start). */
export function sampleRss(root: number, everyMs: number): { stop: () => RssSample[] } {
  const began = performance.now();
  const samples: RssSample[] = [];
  const take = () => samples.push({ at: performance.now() - began, mb: treeRssMb(root) });
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return samples;
    },
  };
}
