import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  build,
  defaultClientConditions,
  defaultServerConditions,
  type Plugin,
  type PluginOption,
  type Rollup,
} from 'vite';
import type * as WebServer from './src/server/entry';
import type { DocumentParts } from './src/server/entry';
import { DOCUMENT_PARTS, PRERENDER_DIR, PRERENDERED_PAGES, SERVER_DIR } from './src/server/pages';
import { compileStylesheets, fallbackFontFaces, readStylesheets } from './vite-critical-css';

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

/**
 * Builds src/boot/boot.ts on its own, as a classic script (an IIFE) with a hashed name, into the
 * client's assets; returns its address. A classic script, since it must run before the app's
 * modules and read its own element (document.currentScript, which modules have not).
 */
async function buildBootScript(root: string, outDir: string): Promise<string> {
  const built = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      rollupOptions: {
        input: resolve(root, 'src/boot/boot.ts'),
        output: { format: 'iife', entryFileNames: 'assets/boot-[hash].js' },
      },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const entry = outputs.find((output) => output.type === 'chunk' && output.isEntry);
  if (!entry) throw new Error('the boot script was not built');
  return `/${entry.fileName}`;
}

/**
 * The server build's entry, as the package declares it (`@huddle/web/server` in package.json
 * `exports`, which the API resolves): the build fails when the declaration and the build part.
 */
function serverEntry(root: string, serverOut: string): string {
  const built = join(serverOut, 'prerender.js');
  const declared = createRequire(join(root, 'package.json')).resolve('@huddle/web/server');
  if (declared !== built) {
    throw new Error(`package.json exports @huddle/web/server as ${declared}, built ${built}`);
  }
  return built;
}

type Options = {
  /** The plugins the app needs to build for Node (the router's code splitting, React). */
  plugins: () => PluginOption[];
  /** The conditions that resolve the workspace's packages to their sources. */
  sourceConditions: string[];
};

/**
 * Builds src/prerender.tsx for Node after the client build and keeps it, with the parts of a
 * document (src/server/document.ts), under prerendered/server/ for the API, which renders the
 * data pages with it per request: the package's declared `@huddle/web/server`. Then renders each page with every request left pending (so
 * lists show their loading state, as in a browser before the answer) into prerendered/, which the
 * API sends when it does not render a page itself.
 */
export function prerender({ plugins, sourceConditions }: Options): Plugin {
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
        if (!bundle) throw new Error('the client build wrote no bundle');
        const clientBundle = bundle;
        // The server build stays with the pages: the API renders the data pages with it.
        const serverOut = join(outDir, PRERENDER_DIR, SERVER_DIR);
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [...plugins(), browserRendering(resolve(root, 'src/prerender-is-server.ts'))],
          resolve: { conditions: [...sourceConditions, ...defaultClientConditions] },
          // Node's conditions for the packages, and the sources of the workspace's own.
          ssr: {
            noExternal: true,
            resolve: { conditions: [...sourceConditions, ...defaultServerConditions] },
          },
          build: {
            ssr: 'src/prerender.tsx',
            outDir: serverOut,
            emptyOutDir: true,
            copyPublicDir: false,
          },
        });
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const sheets = await readStylesheets(outDir);
        const parts: DocumentParts = {
          template,
          fallbackFaces: fallbackFontFaces(sheets),
          plans: compileStylesheets(sheets),
          bootScript: await buildBootScript(root, outDir),
          assetTags: Object.fromEntries(
            PRERENDERED_PAGES.map((page) => [
              page.path,
              routeAssetTags(clientBundle, resolve(root, page.route), template),
            ]),
          ),
        };
        await writeFile(join(serverOut, DOCUMENT_PARTS), JSON.stringify(parts));
        const server: typeof WebServer = await import(
          pathToFileURL(serverEntry(root, serverOut)).href
        );
        // Requests never settle at build time: every list shows its loading state.
        globalThis.fetch = () => new Promise<never>(() => {});
        await server.warmUp();
        const render = server.createPageRenderer(parts);
        for (const page of PRERENDERED_PAGES) {
          const html = await render('url' in page ? page.url : page.path);
          await writeFile(join(outDir, PRERENDER_DIR, page.file), html);
        }
        const manifest = PRERENDERED_PAGES.map(({ path, file }) => ({ path, file }));
        await writeFile(join(outDir, PRERENDER_DIR, 'manifest.json'), JSON.stringify(manifest));
      },
    },
  };
}
