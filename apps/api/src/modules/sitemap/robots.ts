/**
 * /robots.txt: every public page may be crawled; the pages reached by a private link (an
 * attendee's RSVP or waitlist place, an invitation), a church's or the administrator's own pages, and the frames
 * churches put on their websites (their content is the church's page) may not. It names the
 * sitemap, whose address must be absolute.
 */
const PRIVATE_PATHS = [
  '/manage-rsvp',
  '/waitlist',
  '/admin',
  '/analytics',
  '/edit-church',
  '/church-checkout',
  '/subscription',
  '/account',
  '/reset-password',
  '/church-team',
  '/join',
  '/embed/',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
