/** RFC 6068: every character outside the unreserved set is percent-encoded, line breaks as CRLF. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));

type Post = { title: string; contactEmail: string; church: { name: string } };

/** `mailto:` to a post's contact, '@' kept readable (some mail programs do not decode it). */
function mailto(post: Post, subject: string, lines: string[]): string {
  const to = encodeURIComponent(post.contactEmail).replace('%40', '@');
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(lines.join('\n'))}`;
}

/** Spec §2 offer card, 'Contact Church': a draft to the offering church about its offer. */
export function contactChurchHref(offer: Post, from?: string): string {
  return mailto(offer, `Your Sports Mission offer: ${offer.title}`, [
    `Hello ${offer.church.name},`,
    '',
    `We saw your offer "${offer.title}" on the Huddle Sports Mission board and would love to take you up on it.`,
    '',
    'Here is what we have in mind:',
    '',
    '',
    'Thank you!',
    ...(from ? [from] : []),
  ]);
}

/** Spec §2 request card, 'Offer Help': a draft to the requesting church offering help. */
export function offerHelpHref(request: Post, from?: string): string {
  return mailto(request, `Offering help: ${request.title}`, [
    `Hello ${request.church.name},`,
    '',
    `We saw your request "${request.title}" on the Huddle Sports Mission board and would like to help.`,
    '',
    'Here is what we can offer:',
    '',
    '',
    'Blessings,',
    ...(from ? [from] : []),
  ]);
}
