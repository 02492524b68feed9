/**
 * The web's server-rendering entry, as other packages import it: `@huddle/web/server`
 * (package.json `exports`). Its code is the server build of src/prerender.tsx
 * (vite-prerender.ts), which the compiler holds to these declarations (prerender.tsx); the API
 * renders the events and churches pages with it per request (apps/api/src/http/server-rendering.ts).
 *
 * A declaration file that imports only packages, so that a package reading it (the API, its
 * build and those that compile its sources) does not compile the web's sources, which need JSX,
 * the DOM and the bundler's resolution. docs/adr/0071-server-rendering-entry.md.
 */
import type { EventKind, EventSearchQuery } from '@huddle/domain';
import type { CompactPlan } from 'beasties/runtime';

/**
 * What the build leaves for writing a page's document, as JSON in `document.json` beside the
 * entry: index.html as built, the fallback font faces, each stylesheet compiled for critical CSS
 * (beasties/compiler), each page's own code and stylesheet tags, and the address of the boot
 * script (src/boot/boot.ts).
 */
export type DocumentParts = {
  template: string;
  fallbackFaces: string;
  plans: CompactPlan[];
  assetTags: Record<string, string>;
  bootScript: string;
};

/**
 * A question a page asks first, which the API answers before rendering the page with the answer:
 * the procedure and its input, as the page asks it.
 */
export type PageQuery =
  | { procedure: 'events.list'; input: EventSearchQuery & { kind?: EventKind } }
  | { procedure: 'events.byId'; input: { id: number } }
  | { procedure: 'churches.byId'; input: { id: number } }
  | { procedure: 'churches.list'; input: { search?: string; denomination?: string } }
  | { procedure: 'rsvpManage.open'; input: { token: string } }
  | { procedure: 'waitlist.open'; input: { token: string } };

/**
 * Renders a prerendered page's URL into its whole document; with the answers to its
 * `pageQueries`, in that order, the page shows them and they go along as the app's first state.
 */
export type PageRenderer = (url: string, answers?: unknown[]) => Promise<string>;

/** What the page at `url` asks first; empty for a page rendered without data. */
export declare function pageQueries(url: string): PageQuery[];

/**
 * Whether `url` names a page of the app: a route matches its path and, for an event page, the id
 * is one the page can look up. The API answers 404 for the others (with the page that says so).
 */
export declare function knownPage(url: string): boolean;

/** A renderer writing documents from the build's parts. */
export declare function createPageRenderer(parts: DocumentParts): PageRenderer;

/** Loads the pages' lazy code by rendering each once, so no real render meets a loader. */
export declare function warmUp(): Promise<void>;
