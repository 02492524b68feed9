import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type Rollup } from 'vite';

/**
 * The public pages a visitor lands on, rendered at build time without data: header, headings,
 * filters and the skeletons the lists show while loading. The browser paints them as soon as
 * the HTML and CSS arrive, instead of after the JavaScript has run, and React then takes them
 * replaces them with the same page once its code has loaded (main.tsx). `$id` matches one path segment; the server sends these only
 * for the exact path without a query (apps/api/src/http/web-app.ts), since filters in the query
 * would render differently.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'home.html', route: 'src/routes/index.tsx' },
  { path: '/events', file: 'events.html', route: 'src/routes/events/index.tsx' },
  { path: '/events/$id', file: 'event.html', route: 'src/routes/events/$id.tsx', url: '/events/1' },
  { path: '/churches', file: 'churches.html', route: 'src/routes/churches.tsx' },
] as const;

/** Where the pages go under the build's outDir, with `manifest.json` listing them. */
export const PRERENDER_DIR = 'prerendered';

const ROOT_ELEMENT = '<div id="root"></div>';

/** What React writes first for the head (the route's title, image preloads): it belongs there. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)+/;

type Bundle = Rollup.OutputBundle;

/**
 * The route's own code (its split component chunk and what that imports) and stylesheets, which
 * index.html does not name: the page needs its CSS at first paint (its layout would move when the
 * CSS arrived with the code), and the code preloaded saves a round trip before React takes over.
 */
function routeAssetTags(bundle: Bundle, routeFile: string, known: string): string {
  const isRouteChunk = (id: string) => id.startsWith(`${routeFile}?tsr-split=component`);
  const entry = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.moduleIds.some(isRouteChunk),
  );
  if (entry?.type !== 'chunk') throw new Error(`no code-split chunk for ${routeFile}`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || scripts.has(fileName)) return;
    scripts.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(entry.fileName);
  const fresh = (file: string) => !known.includes(`/${file}"`);
  return [
    ...[...styles]
      .filter(fresh)
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts]
      .filter(fresh)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/** The page inside #root, its title and preloads in the head in place of the template's title. */
function intoTemplate(template: string, html: string, assetTags: string): string {
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  // No inline script may reach the page: the CSP refuses them. The router's browser rendering
  // emits none (its server one adds a scroll-restoration script); this keeps it so.
  const body = html.slice(head.length).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  // Replacer functions: the page's text may hold `$&` and the like, which a string would expand.
  const withHead = head.includes('<title>')
    ? template.replace(/<title>[^<]*<\/title>/, () => head)
    : template.replace('</head>', () => `${head}</head>`);
  const withAssets = withHead.replace('</head>', () => `${assetTags}</head>`);
  return withAssets.replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>`);
}

/**
 * React components of the router render as in the browser, so the HTML has the shape of the
 * browser's first render (its Suspense boundaries, no server-only scroll script) and React can
 * hydrate it rather than paint it anew. The router itself (router-core) stays a server one: it
 * has no window to use here.
 */
function browserRendering(isServerFalse: string): Plugin {
  return {
    name: 'huddle:prerender-browser-rendering',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromReactRouter = importer?.includes(`${sep}@tanstack${sep}react-router${sep}`);
      return source === '@tanstack/router-core/isServer' && fromReactRouter ? isServerFalse : null;
    },
  };
}

type Options = {
  /** The plugins the app needs to build for Node (the router's code splitting, React). */
  plugins: () => PluginOption[];
  /** The client build's `resolve.conditions`. */
  conditions: string[];
};

/**
 * Builds src/prerender.tsx for Node after the client build, renders each page with every
 * request left pending (so lists show their loading state, as in a browser before the answer),
 * and writes the page into a copy of the built index.html.
 */
export function prerender({ plugins, conditions }: Options): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let bundle: Bundle | undefined;
  return {
    name: 'huddle:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    closeBundle: {
      // Before precompress (order 'post'), which compresses what this writes.
      order: 'pre',
      sequential: true,
      async handler() {
        const ssrOut = await mkdtemp(join(tmpdir(), 'huddle-prerender-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [...plugins(), browserRendering(resolve(root, 'src/prerender-is-server.ts'))],
            resolve: { conditions },
            ssr: { noExternal: true },
            build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true },
          });
          const entry = pathToFileURL(join(ssrOut, 'prerender.js')).href;
          const { renderPage, warmUp } = (await import(entry)) as {
            renderPage: (url: string) => Promise<string>;
            warmUp: () => Promise<void>;
          };
          const template = await readFile(join(outDir, 'index.html'), 'utf8');
          if (!template.includes(ROOT_ELEMENT))
            throw new Error(`index.html has no ${ROOT_ELEMENT}`);
          await mkdir(join(outDir, PRERENDER_DIR), { recursive: true });
          await warmUp();
          for (const page of PRERENDERED_PAGES) {
            const html = await renderPage('url' in page ? page.url : page.path);
            if (!bundle) throw new Error('the client build wrote no bundle');
            const assets = routeAssetTags(bundle, resolve(root, page.route), template);
            await writeFile(
              join(outDir, PRERENDER_DIR, page.file),
              intoTemplate(template, html, assets),
            );
          }
          const manifest = PRERENDERED_PAGES.map(({ path, file }) => ({ path, file }));
          await writeFile(join(outDir, PRERENDER_DIR, 'manifest.json'), JSON.stringify(manifest));
        } finally {
          await rm(ssrOut, { recursive: true, force: true });
        }
      },
    },
  };
}
