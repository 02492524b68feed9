import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { PRERENDER_DIR, SERVER_DIR } from './src/server/pages';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; fonts (woff2) and images other than SVG already are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 512;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressFile(path: string): Promise<void> {
  const source = await readFile(path);
  if (source.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file is not written; the server then sends the file itself.
  await Promise.all([
    br.length < source.length ? writeFile(`${path}.br`, br) : undefined,
    gzipped.length < source.length ? writeFile(`${path}.gz`, gzipped) : undefined,
  ]);
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` beside every text file of the build, so
 * the server picks one by Accept-Encoding (@fastify/static `preCompressed`) and spends no CPU on
 * compression per request. Build time, once: brotli 11 is too slow to run per response.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'huddle:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After everything else has written its files (the prerendered pages).
      order: 'post',
      sequential: true,
      async handler() {
        const work: Promise<void>[] = [];
        // The server build of the pages is read from disk by the API, never sent.
        const serverBuild = join(outDir, PRERENDER_DIR, SERVER_DIR);
        for await (const path of filesUnder(outDir)) {
          if (COMPRESSIBLE.test(path) && !path.startsWith(serverBuild))
            work.push(compressFile(path));
        }
        await Promise.all(work);
      },
    },
  };
}
