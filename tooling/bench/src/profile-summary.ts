/** Self time of a .cpuprofile by package (or file under src/) and by function: `tsx src/profile-summary.ts <file>`. */
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const profile = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Profile;
const self = new Map<number, number>();
for (const [i, id] of profile.samples.entries()) {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

function owner(url: string): string {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const src = /(apps|packages)\/([^/]+)\/src\/(.*)$/.exec(url);
  if (src) return `${src[1]}/${src[2]}/${src[3]}`;
  return url.startsWith('node:') ? url : url ? 'other' : '(native/gc/idle)';
}

const byOwner = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
for (const [id, micros] of self) {
  const node = byId.get(id)!;
  const frame = node.callFrame;
  if (frame.functionName === '(idle)') continue;
  total += micros;
  const who = owner(frame.url);
  byOwner.set(who, (byOwner.get(who) ?? 0) + micros);
  const fn = `${frame.functionName || '(anonymous)'} ${who}:${frame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
}
// Inclusive: each sample counts once for every function on its stack.
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);
const inclusive = new Map<string, number>();
for (const [i, id] of profile.samples.entries()) {
  const micros = profile.timeDeltas[i] ?? 0;
  if (byId.get(id)?.callFrame.functionName === '(idle)') continue;
  const names = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at)!.callFrame;
    names.add(`${frame.functionName || '(anonymous)'} ${owner(frame.url)}:${frame.lineNumber + 1}`);
  }
  for (const name of names) inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
}
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
console.log(`\ninclusive:\n${top(inclusive, Number(process.env.INCLUSIVE ?? 0)).join('\n')}`);
console.log(
  `busy ${(total / 1e6).toFixed(1)} s\n\nby owner:\n${top(byOwner, 25).join('\n')}\n\nby function:\n${top(byFunction, 40).join('\n')}`,
);
