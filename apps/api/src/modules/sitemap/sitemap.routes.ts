import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDependencies } from '../../context.js';
import { MicroCache } from '../../rest/micro-cache.js';
import { robotsTxt } from './robots.js';
import { listedChurches, listedEvents, sitemapPages } from './sitemap.repository.js';
import { type SitemapUrl, sitemapIndex, urlSet } from './sitemap-xml.js';

/*
 * What search engines are told to crawl (issue 30, item 2): /sitemap.xml is an index of sitemaps,
 * the site's own pages, then its churches and its events open for RSVPs by id range, each entry
 * with its last change. A crawler reads them hourly at most; each answer is kept ten minutes.
 */

/** The public pages that are not a church or an event. */
const PAGES = ['/', '/events', '/churches', '/sports-mission', '/contact'];
const KEPT_MS = 10 * 60_000;
const PAGE_FILE = /^(events|churches)-(\d{1,6})\.xml$/;

export function sitemapRoutes({ db, config }: AppDependencies) {
  const cache = new MicroCache<string>(KEPT_MS, 100);
  const url = (path: string) => `${config.publicUrl}${path}`;

  const sendXml = async (
    reply: FastifyReply,
    key: string,
    make: () => Promise<string | undefined>,
  ) => {
    let xml = cache.get(key);
    if (xml === undefined) {
      xml = await make();
      if (xml === undefined)
        return reply.code(404).header('cache-control', 'no-store').send({
          error: 'NOT_FOUND',
          message: 'There is no such sitemap.',
        });
      cache.set(key, xml);
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  };

  return async function routes(app: FastifyInstance) {
    const robots = robotsTxt(config.publicUrl);
    app.get('/robots.txt', (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robots),
    );
    app.get('/sitemap.xml', (_request, reply) =>
      sendXml(reply, 'index', async () => {
        const pages = await sitemapPages(db);
        const numbered = (kind: string, count: number): SitemapUrl[] =>
          Array.from({ length: count }, (_, i) => ({ loc: url(`/sitemaps/${kind}-${i + 1}.xml`) }));
        return sitemapIndex([
          { loc: url('/sitemaps/pages.xml') },
          ...numbered('churches', pages.churches),
          ...numbered('events', pages.events),
        ]);
      }),
    );
    app.get<{ Params: { file: string } }>('/sitemaps/:file', (request, reply) =>
      sendXml(reply, request.params.file, async () => {
        const { file } = request.params;
        if (file === 'pages.xml') return urlSet(PAGES.map((path) => ({ loc: url(path) })));
        const [, kind, number] = PAGE_FILE.exec(file) ?? [];
        const page = Number(number);
        if (!kind || page < 1 || page > (await sitemapPages(db))[kind as 'events' | 'churches']) {
          return undefined;
        }
        const rows =
          kind === 'events'
            ? await listedEvents(db, page, new Date())
            : await listedChurches(db, page);
        return urlSet(
          rows.map((row) => ({ loc: url(`/${kind}/${row.id}`), lastmod: row.updated_at })),
        );
      }),
    );
  };
}
