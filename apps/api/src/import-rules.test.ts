import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of apps/api/src, read from the import statements (ADR 0069): services know no
 * transport, the product's errors know nothing above them, and no file reaches itself through
 * its imports. A circle would make module load order decide what is still undefined.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) ? [path] : [];
  });
}

/** Static imports and re-exports (type-only ones too), and dynamic `import('…')`. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** The files of this package that `file` imports; packages and node built-ins are left out. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? '';
    if (!specifier.startsWith('.')) return [];
    const base = resolve(dirname(file), specifier).replace(/\.js$/, '');
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync);
    return found ? [found] : [];
  });
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(SRC, file);
const under = (folder: string) => (file: string) => name(file).startsWith(`${folder}/`);

/** Each import of a file in `from` that lands in `to`, as 'file → import'. */
function arrows(from: (file: string) => boolean, to: (file: string) => boolean): string[] {
  return files
    .filter(from)
    .flatMap((file) => (graph.get(file) ?? []).filter(to).map((t) => `${name(file)} → ${name(t)}`));
}

/** The first circle found by a depth-first walk, as its files in order; undefined if none. */
function findCircle(): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file].map(name);
    if (done.has(file)) return undefined;
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of files) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return undefined;
}

describe('the import rules of apps/api/src', () => {
  it('reads the imports it checks', () => {
    expect(graph.get(join(SRC, 'trpc/init.ts'))).toContain(join(SRC, 'trpc/errors.ts'));
  });

  it('lets only routers in modules/ import the tRPC transport', () => {
    const notRouter = (file: string) => under('modules')(file) && !file.endsWith('.router.ts');
    expect(arrows(notRouter, under('trpc'))).toEqual([]);
  });

  it('keeps the product errors free of everything above them', () => {
    expect(arrows(under('errors'), (file) => !under('errors')(file))).toEqual([]);
  });

  it('has no import circle', () => {
    expect(findCircle()).toBeUndefined();
  });
});
