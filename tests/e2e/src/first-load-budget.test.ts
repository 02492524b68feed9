import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));

/**
 * The public pages' first loads, in kB of JavaScript as a browser receives it (brotli; the build
 * writes each file's copy, apps/web/vite-precompress.ts): ARCHITECTURE.md's budget.
 */
const LIMIT_KB = 160;
/**
 * Files per first load: the framework, the shared chunk and the page's own few
 * (apps/web/vite-first-load-chunks.ts). Each file more is compressed alone and asked for alone.
 */
const LIMIT_FILES = 16;

/** The prerendered documents, as the API sends them (the data pages differ only in their data). */
const PAGES = [
  'home.html',
  'events.html',
  'event.html',
  'churches.html',
  'church.html',
  'embed-church.html',
  'manage-rsvp.html',
  'waitlist.html',
];

/** A built file's size as sent: its brotli copy, or the file itself when too small for one. */
function sentBytes(file: string): number {
  const path = join(dist, file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
}

/**
 * The scripts a page runs before it works: the boot script, the entry and the modules the
 * document names (src/server/document.ts), and every module those import statically.
 */
function firstLoadScripts(html: string): Set<string> {
  const boot = /<script defer src="\/([^"]+)" data-entry="\/([^"]+)" data-preloads="([^"]*)"/.exec(
    html,
  );
  if (!boot) throw new Error('no boot script in the page');
  const [, bootScript = '', entry = '', preloads = ''] = boot;
  const pending = [bootScript, entry, ...preloads.split(' ').map((href) => href.slice(1))];
  const scripts = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (!file || scripts.has(file)) continue;
    scripts.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, imported] of code.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) {
      pending.push(`assets/${imported}`);
    }
  }
  return scripts;
}

it(`each public page's first load is at most ${LIMIT_KB} kB of compressed JavaScript`, () => {
  const sizes = Object.fromEntries(
    PAGES.map((page) => {
      const html = readFileSync(join(dist, 'prerendered', page), 'utf8');
      const bytes = [...firstLoadScripts(html)].reduce((sum, file) => sum + sentBytes(file), 0);
      return [page, Math.round(bytes / 100) / 10];
    }),
  );
  for (const [page, kb] of Object.entries(sizes)) {
    expect(kb, `${page}: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(LIMIT_KB);
  }
  for (const page of PAGES) {
    const files = [...firstLoadScripts(readFileSync(join(dist, 'prerendered', page), 'utf8'))];
    expect(files.length, `${page}: ${files.join(' ')}`).toBeLessThanOrEqual(LIMIT_FILES);
    // A Mantine part a public page renders belongs in the shared chunk's list; alone it is one
    // more file (its chunks are named after the component: Modal-….js).
    expect(
      files.filter((file) => /^assets\/[A-Z]/.test(file)),
      page,
    ).toEqual([]);
  }
  // The lazy parts stay out of it: no form schema, no menu, no toasts on a first load.
  const event = firstLoadScripts(readFileSync(join(dist, 'prerendered', 'event.html'), 'utf8'));
  for (const lazy of ['schemas-', 'Menu-', 'floating-ui', 'esm-']) {
    expect(
      [...event].filter((file) => file.includes(lazy)),
      lazy,
    ).toEqual([]);
  }
});
