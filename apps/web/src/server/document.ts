import { createProcessor } from 'beasties/runtime';
import type { DocumentParts } from './entry';
import { SERVER_STATE_ID } from './pages';

export type { DocumentParts };

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * What React writes first for the head (the route's title, image preloads, the styles of
 * responsive style props that React hoists, `<style precedence>`): it belongs there.
 */
const LEADING_HEAD_TAGS =
  /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>|<style data-precedence="[^"]*" data-href="[^"]*">[^<]*<\/style>)+/;

/** The one inline script beasties' 'media-script' strategy adds; main.tsx does its work. */
const DEFERRED_MEDIA_SCRIPT = /<script>document\.querySelectorAll\([^<]*<\/script>/;

/** The app's entry and the modules it imports, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Turns a rendered page into its document: the page inside #root, its title and preloads in the
 * head, its own code and stylesheets named, the code started after the first paint, the CSS its first paint
 * needs inlined and the full stylesheets deferred, and the answers it was rendered with as JSON
 * the app starts from. The same for the pages prerendered at build time and those the API
 * renders per request, so both paint alike.
 */
export function createDocumentWriter(parts: DocumentParts) {
  if (!parts.template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  // 'media-script' is the strategy that needs no inline event handler, which the CSP refuses.
  const processor = createProcessor(parts.plans, { preload: 'media-script' });
  return (pagePath: string, html: string, state?: string): string => {
    const assetTags = parts.assetTags[pagePath];
    if (assetTags === undefined) throw new Error(`no asset tags for ${pagePath}`);
    const document = codeAfterPaint(
      intoTemplate(parts.template, html, assetTags, state),
      parts.bootScript,
    );
    const inlined = processor.process(document).replace(DEFERRED_MEDIA_SCRIPT, '');
    return inlined.replace('</head>', () => `<style>${parts.fallbackFaces}</style></head>`);
  };
}

function intoTemplate(template: string, html: string, assetTags: string, state?: string): string {
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  // No inline script may reach the page: the CSP refuses them. The router's browser rendering
  // emits none (its server one adds a scroll-restoration script); this keeps it so.
  const body = html.slice(head.length).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  // Replacer functions: the page's text may hold `$&` and the like, which a string would expand.
  const withHead = head.includes('<title>')
    ? template.replace(/<title>[^<]*<\/title>/, () => head)
    : template.replace('</head>', () => `${head}</head>`);
  const withAssets = withHead.replace('</head>', () => `${assetTags}</head>`);
  // JSON, not a script that runs: the CSP allows it, and it cannot close its element early
  // since every `<` is escaped.
  const stateTag =
    state === undefined
      ? ''
      : `<script type="application/json" id="${SERVER_STATE_ID}">${state.replaceAll('<', '\\u003c')}</script>`;
  return withAssets.replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>${stateTag}`);
}

/**
 * A server-rendered page paints without its code, so the code is named to the boot script
 * (src/boot/boot.ts) instead of being fetched with the page: the boot script starts it after the
 * first paint, so that on a slow phone it never competes with the page, its fonts and images.
 */
function codeAfterPaint(html: string, bootScript: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html names no entry script');
  const preloads: string[] = [];
  const withoutCode = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  const boot = `<script defer src="${bootScript}" data-entry="${entry}" data-preloads="${preloads.join(' ')}"></script>`;
  return withoutCode.replace('</head>', () => `${boot}</head>`);
}
