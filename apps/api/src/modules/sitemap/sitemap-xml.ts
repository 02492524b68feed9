import { escapeHtml } from '../mail/html.js';

/** sitemaps.org 0.9: an index of sitemaps, and a sitemap of pages, each with its last change. */

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export type SitemapUrl = { loc: string; lastmod?: Date | undefined };

const entry = (tag: string, { loc, lastmod }: SitemapUrl) =>
  `<${tag}><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</${tag}>`;

export function sitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  return `${XML}\n<sitemapindex ${NS}>${sitemaps.map((s) => entry('sitemap', s)).join('')}</sitemapindex>\n`;
}

export function urlSet(urls: readonly SitemapUrl[]): string {
  return `${XML}\n<urlset ${NS}>${urls.map((u) => entry('url', u)).join('')}</urlset>\n`;
}
