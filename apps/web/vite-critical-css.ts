import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compileSheet, encodePlan } from 'beasties/compiler';
import type { CompactPlan } from 'beasties/runtime';

/** A stylesheet of the build: its address as pages link it, and its text. */
export type Stylesheet = { href: string; css: string };

/** Every stylesheet under the build's assets/, read once for both uses below. */
export async function readStylesheets(outDir: string): Promise<Stylesheet[]> {
  const files = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.css'));
  return Promise.all(
    files.map(async (file) => ({
      href: `/assets/${file}`,
      css: await readFile(join(outDir, 'assets', file), 'utf8'),
    })),
  );
}

/**
 * Every stylesheet of the build compiled for critical CSS (beasties/compiler), so a page's
 * document carries the rules its first paint needs and loads the rest without holding that paint
 * back (src/server/document.ts): at build time for the prerendered pages and per request for the
 * pages the API renders with data, in about a millisecond.
 */
export function compileStylesheets(sheets: Stylesheet[]): CompactPlan[] {
  return sheets.map(({ href, css }) => encodePlan(compileSheet(css, { href })));
}

/**
 * The fallback faces sized like the web fonts (src/styles/font-fallbacks.css), which critical CSS
 * cannot tell are used (the font families are Mantine CSS variables). The first paint shows them;
 * the web fonts, preloaded meanwhile (vite-preload-fonts.ts), swap in without moving the text once
 * the full stylesheets apply. Their own @font-face rules are left out on purpose: a face the
 * first paint names makes the browser hold that paint back while the font is still loading.
 */
export function fallbackFontFaces(sheets: Stylesheet[]): string {
  const faces = sheets.flatMap(({ css }) =>
    [...css.matchAll(/@font-face\{[^}]*\}/g)]
      .map(([rule]) => rule)
      .filter((rule) => /font-family:\s*"?[\w ]+ Fallback"?;/.test(rule)),
  );
  if (faces.length === 0) throw new Error('no fallback @font-face rules in the stylesheets');
  return faces.join('');
}
