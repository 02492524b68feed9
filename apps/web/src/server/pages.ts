/**
 * The public pages a visitor lands on (and a church's events framed on its own site), rendered ahead without data at build time
 * (vite-prerender.ts) and, for the pages whose main content is data anyone may read, with that
 * data on each request by the API (apps/api/src/http/server-rendering.ts). `$id` matches one
 * path segment; either is sent only for the exact path without a query, since filters in the
 * query would render differently.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'home.html', route: 'src/routes/index.tsx' },
  { path: '/events', file: 'events.html', route: 'src/routes/events/index.tsx' },
  { path: '/events/$id', file: 'event.html', route: 'src/routes/events/$id.tsx', url: '/events/1' },
  { path: '/churches', file: 'churches.html', route: 'src/routes/churches.tsx' },
  {
    path: '/churches/$id',
    file: 'church.html',
    route: 'src/routes/churches_/$id.tsx',
    url: '/churches/1',
  },
  {
    path: '/embed/churches/$id',
    file: 'embed-church.html',
    route: 'src/routes/embed/churches.$id.tsx',
    url: '/embed/churches/1',
  },
  // The private links of the mails: rendered with their data for whoever holds the link.
  {
    path: '/manage-rsvp/$token',
    file: 'manage-rsvp.html',
    route: 'src/routes/manage-rsvp/$token.tsx',
    url: '/manage-rsvp/link',
  },
  {
    path: '/waitlist/$token',
    file: 'waitlist.html',
    route: 'src/routes/waitlist/$token.tsx',
    url: '/waitlist/link',
  },
] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** Where the pages go under the build's outDir, with `manifest.json` listing them. */
export const PRERENDER_DIR = 'prerendered';

/** Under PRERENDER_DIR: the server build of the pages and what it needs to write a document. */
export const SERVER_DIR = 'server';

function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) =>
      segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}$`);
}

const patterns = PRERENDERED_PAGES.map((page) => ({ page, pattern: patternOf(page.path) }));

/** The prerendered page for a request's URL: its exact path, and no query. */
export function prerenderedPageFor(url: string): PrerenderedPage | undefined {
  if (url.includes('?')) return undefined;
  return patterns.find(({ pattern }) => pattern.test(url))?.page;
}

/** Under SERVER_DIR: the build's DocumentParts (document.ts), as JSON. */
export const DOCUMENT_PARTS = 'document.json';

/** The id of the JSON the app reads its first answers from (src/lib/server-state.ts). */
export const SERVER_STATE_ID = 'huddle-state';
