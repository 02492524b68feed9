/**
 * A title as the stem of a download's name ('Super Bowl Party' → 'super-bowl-party'): accents
 * dropped and anything else joined by one dash, because mail clients and older file systems
 * mangle the rest; at most 60 characters, and 'event' when the title has no letter or digit.
 */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'event';
}
