/*
 * What may go into a mail header. Visitors type some of it (their name and e-mail address), so
 * nothing here trusts its input: a line break in a header would start a header of the sender's
 * choosing (Bcc:), and a comma in an address would add recipients.
 */

// Anything a header cannot carry: C0 and C1 controls (CR, LF, tab, NUL…) and line separators.
const CONTROL = /[\p{Cc}\u2028\u2029]+/gu;

/** One header line: control characters become spaces, runs of spaces collapse, at most `max` long. */
export function headerText(value: string, max = 200): string {
  const line = value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

// local@domain and nothing else: no display name, no list separators, no quotes, no controls.
const PLAIN_ADDRESS = /^[^\s@<>()[\]\\,;:"\p{Cc}]+@[^\s@<>()[\]\\,;:"\p{Cc}]+$/u;

/** A single bare address (`ann@example.com`) that SMTP and a mail header can carry as it is. */
export function isPlainAddress(value: string): boolean {
  return value.length <= 254 && PLAIN_ADDRESS.test(value);
}

/** The domain of a From value (`Huddle <no-reply@huddle.example>` → `huddle.example`). */
export function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/** A mailbox as nodemailer takes it: the name is encoded and quoted there, never pasted in. */
export type Mailbox = { name: string; address: string };

/** `Huddle <no-reply@huddle.example>` → { name: 'Huddle', address: 'no-reply@huddle.example' }. */
export function parseMailbox(from: string): Mailbox {
  const named = /^(.*)<([^<>]+)>\s*$/.exec(from);
  if (!named) return { name: '', address: from.trim() };
  return {
    name: (named[1] ?? '').trim().replace(/^"(.*)"$/, '$1'),
    address: (named[2] ?? '').trim(),
  };
}

// What a church's name keeps in a display name: letters, marks, digits, spaces and plain
// punctuation. Gone are what could make it read as, or parse as, an address or an encoded word
// (< > @ " = ? and the like) and every control character, so "via Huddle" always ends the name.
const NOT_IN_DISPLAY_NAME = /[^\p{L}\p{M}\p{N} .,'’&()!/+#-]+/gu;

/**
 * The From name of a mail a church sends through the platform: "Grace Fellowship via Huddle",
 * so the recipient sees at once who wrote, and that the platform only carried it.
 */
export function onBehalfOfName(church: string, platform: string): string {
  const name = headerText(church.replace(NOT_IN_DISPLAY_NAME, ' '), 80) || 'A church';
  return `${name} via ${platform || 'Huddle'}`;
}
