import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type * as WebServer from '@huddle/web/server';
import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import type { AppDependencies } from '../context.js';
import type { Church } from '../modules/churches/church.schemas.js';
import type { Event } from '../modules/events/event.schemas.js';
import { etagOf, isAnonymous } from '../rest/http-cache.js';
import { MicroCache } from '../rest/micro-cache.js';
import { createRequestContext } from '../trpc/context.js';
import { createCaller } from '../trpc/root.js';
import {
  churchHead,
  embedHead,
  eventHead,
  type PageHead,
  siteHead,
  withHead,
} from './page-head.js';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The web package's server-rendering entry (apps/web/package.json `exports`). */
const WEB_SERVER = '@huddle/web/server';
/** Beside the entry: the parts of a page's document (apps/web/src/server/entry.d.ts). */
const DOCUMENT_PARTS = 'document.json';

/**
 * The server entry of the web build served from `distDir`: `@huddle/web/server` resolved as a
 * module of that build would resolve it, which inside the web package is the package's own
 * `exports`. Undefined where nothing resolves (a build without its package, such as the tests'
 * stand-in) or where the entry is not part of this build (the pages it renders must name this
 * build's assets).
 */
function serverEntryOf(distDir: string): string | undefined {
  let entry: string;
  let inside: string;
  try {
    entry = createRequire(join(distDir, 'index.html')).resolve(WEB_SERVER);
    inside = relative(realpathSync(distDir), entry);
  } catch {
    return undefined;
  }
  return inside.startsWith('..') || isAbsolute(inside) ? undefined : entry;
}

/** A page's question, answered by its procedure. */
function answerOf(api: ReturnType<typeof createCaller>, query: WebServer.PageQuery) {
  switch (query.procedure) {
    case 'events.list':
      return api.events.list(query.input);
    case 'events.byId':
      return api.events.byId(query.input);
    case 'churches.byId':
      return api.churches.byId(query.input);
    case 'churches.list':
      return api.churches.list(query.input);
    case 'rsvpManage.open':
      return api.rsvpManage.open(query.input);
    case 'waitlist.open':
      return api.waitlist.open(query.input);
  }
}

/** The questions whose answers are one person's: asked with the private link of a mail. */
const PERSONAL: ReadonlySet<WebServer.PageQuery['procedure']> = new Set([
  'rsvpManage.open',
  'waitlist.open',
]);
const isPersonal = (queries: WebServer.PageQuery[]) =>
  queries.some((query) => PERSONAL.has(query.procedure));

const isNotFound = (error: unknown) => error instanceof TRPCError && error.code === 'NOT_FOUND';

/**
 * What the page tells machines: an event page's event, a church page's church (its framed events
 * kept out of search results), else its words.
 */
function headOf(
  url: string,
  queries: WebServer.PageQuery[],
  answers: unknown[],
  publicUrl: string,
): PageHead | undefined {
  const event = queries.findIndex((query) => query.procedure === 'events.byId');
  if (event >= 0) return eventHead(answers[event] as Event, publicUrl);
  const church = queries.findIndex((query) => query.procedure === 'churches.byId');
  if (church >= 0) {
    const head = url.startsWith('/embed/') ? embedHead : churchHead;
    return head(answers[church] as Church, publicUrl);
  }
  return siteHead(url.split('?', 1)[0] ?? '', publicUrl);
}

/** The question a page about one thing asks first: whether that event or church exists. */
const subjectOf = (queries: WebServer.PageQuery[]) =>
  queries.find((query) => query.procedure === 'events.byId' || query.procedure === 'churches.byId');

/**
 * A page as sent: its bytes and their compressed copies, and a validator. A personal page (a
 * private link's) is for its reader alone: no cache may keep it, nor may this process.
 */
export type RenderedPage = {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  personal?: boolean;
};

/** A request for a page the app does not have: an unknown path, or an event that does not exist. */
export const MISSING = 'missing';

export type ServerRenderer = {
  /**
   * The page rendered with its data; MISSING when the URL names no page of the app (the app's
   * own page says so, sent with a 404); or undefined when this request gets the prerendered page
   * or index.html as it is.
   */
  render(request: FastifyRequest): Promise<RenderedPage | typeof MISSING | undefined>;
};

/**
 * The events list, an event page, the church directory and a church page rendered with their data
 * for anonymous visitors: the first paint shows the events or the churches themselves (their
 * pictures start loading with the HTML) rather than skeletons that wait for the app's code and
 * then for the answer. The answers go along in the page, so the app starts from them and asks
 * nothing again.
 *
 * - Anonymous requests only (no cookie, no Authorization): what a signed-in church user sees
 *   of its own events differs, so they get the prerendered page and the app asks as before.
 * - The answers come from the procedures themselves (createCaller), with their validation, rate
 *   limits and public output, as the app would have had them.
 * - A page that cannot be rendered with data (an error) gets the prerendered page: the app then
 *   shows what it shows today. An event or church that does not exist is a 404.
 * - Kept LIST_CACHE_MS (1 s) per URL, like the anonymous list answers (rest/micro-cache.ts), so
 *   a flood of visitors costs one render a second per page.
 * - The pages of the mails' private links (an RSVP's, a waitlist place's) are rendered with what
 *   the link opens, for whoever holds it, as the app would show it a moment later: never kept
 *   here, and sent `private, no-store` (docs/adr/0092-private-link-pages-rendered-on-the-server.md).
 *   A link that opens nothing is a 404 with the page that says so.
 *
 * No server build (an API-only build, or the tests' stand-in web build): no rendering. The build
 * is the web package's declared entry, typed by its declarations
 * (docs/adr/0071-server-rendering-entry.md).
 */
export async function loadServerRenderer(
  distDir: string,
  deps: AppDependencies,
): Promise<ServerRenderer | undefined> {
  const entry = serverEntryOf(distDir);
  if (!entry) return undefined;
  const partsFile = join(dirname(entry), DOCUMENT_PARTS);
  if (!existsSync(partsFile)) return undefined;
  const build: typeof WebServer = await import(pathToFileURL(entry).href);
  // The pages' code loads on their first render; warmed up, no visitor gets a half-loaded page.
  await build.warmUp();
  const renderPage = build.createPageRenderer(JSON.parse(readFileSync(partsFile, 'utf8')));
  const cache = new MicroCache<RenderedPage>(deps.config.listCacheMs, 200);

  /** The event or church a page is about, asked as the visitor would ask it: is it there for them? */
  async function subjectExists(request: FastifyRequest, queries: WebServer.PageQuery[]) {
    const subject = subjectOf(queries);
    if (!subject) return true;
    try {
      await answerOf(createCaller(createRequestContext(deps, request)), subject);
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async function answersFor(request: FastifyRequest, queries: WebServer.PageQuery[]) {
    const api = createCaller(createRequestContext(deps, request));
    return Promise.all(queries.map((query) => answerOf(api, query)));
  }

  return {
    async render(request) {
      if (!build.knownPage(request.url)) return MISSING;
      const queries = build.pageQueries(request.url);
      if (queries.length === 0) return undefined;
      // A signed-in visitor's page is not rendered here, but still answers 404 for an event or a
      // church that does not exist (for them).
      if (!isAnonymous(request.headers)) {
        return (await subjectExists(request, queries).catch(() => true)) ? undefined : MISSING;
      }
      const personal = isPersonal(queries);
      const kept = personal ? undefined : cache.get(request.url);
      if (kept) return kept;
      let html: Buffer;
      try {
        const answers = await answersFor(request, queries);
        const page = await renderPage(request.url, answers);
        const head = headOf(request.url, queries, answers, deps.config.publicUrl);
        html = Buffer.from(head ? withHead(page, head) : page);
      } catch (error) {
        // An event that does not exist: the page says so, with a 404. Another refused question
        // (a rate limit) is the app's to show; anything else is a fault in rendering, worth
        // knowing of. Either way the prerendered page goes out.
        if (isNotFound(error)) return MISSING;
        if (!(error instanceof TRPCError))
          request.log.error({ err: error }, 'rendering a page failed');
        return undefined;
      }
      const [br, gzipped] = await Promise.all([
        brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gz(html, { level: 6 }),
      ]);
      if (personal) return { html, br, gzip: gzipped, etag: etagOf(html), personal };
      const page = { html, br, gzip: gzipped, etag: etagOf(html) };
      cache.set(request.url, page);
      return page;
    },
  };
}
