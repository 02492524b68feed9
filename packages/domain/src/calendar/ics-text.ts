/** RFC 5545 text rules: TEXT escaping (§3.3.11) and content-line folding (§3.1). */

const encoder = new TextEncoder();
const MAX_OCTETS = 75;

/**
 * Escapes a TEXT value: backslash, semicolon, comma and newlines (CRLF, CR or LF become `\n`).
 * Other control characters are not allowed in TEXT and are dropped; tab is kept.
 */
export function escapeText(value: string): string {
  return stripControls(value.replace(/\r\n?/g, '\n'))
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/**
 * Drops control characters other than tab and line feed, and replaces a lone surrogate (not
 * encodable in UTF-8) with U+FFFD, as a UTF-8 encoder would.
 */
function stripControls(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) out += '\uFFFD';
    else if (code === 9 || code === 10 || (code >= 32 && code !== 127)) out += char;
  }
  return out;
}

/**
 * Folds a content line so no physical line exceeds 75 octets of UTF-8: a continuation line starts
 * with one space. Splits fall between code points, never inside a multi-byte character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** The octet length of a string in UTF-8. */
export function utf8Length(value: string): number {
  return encoder.encode(value).length;
}
