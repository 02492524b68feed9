import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** apps/web/vite-prerender.ts writes the pages and this list beside them. */
export const PRERENDER_DIR = 'prerendered';

const manifestSchema = z.array(
  z.object({
    /** '/events/$id': a `$name` segment matches any one path segment. */
    path: z.string().startsWith('/'),
    file: z.string().regex(/^[\w-]+\.html$/),
  }),
);

export type PrerenderedPages = {
  /** The file (under the build) to send for a GET of `url`, when one was prerendered for it. */
  fileFor(url: string): string | undefined;
};

function segmentPattern(segment: string): string {
  return segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pages the web build rendered ahead (home, events, an event, churches), so the browser paints
 * them before the JavaScript has run. Sent only for the exact path without a query: filters in the
 * query render differently, and those requests get index.html as before. No manifest (an older
 * build, or tests): no prerendered pages.
 */
export function loadPrerenderedPages(distDir: string): PrerenderedPages {
  const manifestPath = join(distDir, PRERENDER_DIR, 'manifest.json');
  if (!existsSync(manifestPath)) return { fileFor: () => undefined };
  const pages = manifestSchema
    .parse(JSON.parse(readFileSync(manifestPath, 'utf8')))
    .map(({ path, file }) => ({
      pattern: new RegExp(`^${path.split('/').map(segmentPattern).join('/')}$`),
      file: `${PRERENDER_DIR}/${file}`,
    }));
  return {
    fileFor(url) {
      if (url.includes('?')) return undefined;
      return pages.find(({ pattern }) => pattern.test(url))?.file;
    },
  };
}
