import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { idInput } from '@huddle/domain';
import type { AppDependencies } from '../context.js';
import { findChurch } from '../modules/churches/churches.repository.js';
import { etagOf } from '../rest/http-cache.js';
import { MicroCache } from '../rest/micro-cache.js';
import { churchHead, embedHead, type PageHead, siteHead, withHead } from './page-head.js';
import type { RenderedPage } from './server-rendering.js';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A church page's head names its church, whose details change rarely: kept a minute. */
const KEPT_MS = 60_000;
const CHURCH_PAGE = /^\/churches\/([^/]+)$/;
/** The church's events framed on its own website (security-headers.ts lets only these be framed). */
const EMBED_PAGE = /^\/embed\/churches\/([^/]+)$/;

export const NO_SUCH_CHURCH = 'no-such-church';

/**
 * The heads of the pages sent as files (the prerendered pages when they are not rendered with
 * their data, and index.html for a church's framed events): each file read once, each page's
 * document kept a minute with its compressed copies, so a burst of link previews costs one lookup.
 */
export function createPageHeads(distDir: string, { db, config }: AppDependencies) {
  const files = new Map<string, Promise<string>>();
  const pages = new MicroCache<RenderedPage>(KEPT_MS, 500);
  const fileText = (file: string) => {
    let text = files.get(file);
    if (!text) {
      text = readFile(join(distDir, file), 'utf8');
      files.set(file, text);
    }
    return text;
  };

  async function headFor(path: string): Promise<PageHead | typeof NO_SUCH_CHURCH | undefined> {
    const embedPath = EMBED_PAGE.exec(path);
    const churchPath = embedPath ?? CHURCH_PAGE.exec(path);
    if (!churchPath) return siteHead(path, config.publicUrl);
    const id = idInput.safeParse({ id: churchPath[1] });
    const church = id.success ? await findChurch(db, id.data.id) : undefined;
    if (!church) return NO_SUCH_CHURCH;
    return (embedPath ? embedHead : churchHead)(church, config.publicUrl);
  }

  return {
    /** The file's document with the path's head; NO_SUCH_CHURCH for a church page of no church. */
    async page(
      file: string,
      path: string,
    ): Promise<RenderedPage | typeof NO_SUCH_CHURCH | undefined> {
      const kept = pages.get(path);
      if (kept) return kept;
      const head = await headFor(path);
      if (head === undefined || head === NO_SUCH_CHURCH) return head;
      const html = Buffer.from(withHead(await fileText(file), head));
      const [br, gzipped] = await Promise.all([
        brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gz(html, { level: 6 }),
      ]);
      const page = { html, br, gzip: gzipped, etag: etagOf(html) };
      pages.set(path, page);
      return page;
    },
  };
}
