import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utf8Length } from './ics-text.js';

/** RFC 5545 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every newline form', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('colon: stays')).toBe('colon: stays');
  });

  it('drops control characters other than tab and replaces lone surrogates', () => {
    expect(escapeText('a\u0000b\u0007c\u007fd\te')).toBe('abcd\te');
    expect(escapeText('x\ud800y')).toBe('x\ufffdy');
    expect(escapeText('🎉')).toBe('🎉');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a continuation line', () => {
    const exact = 'A'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    expect(foldLine(`${exact}B`)).toBe(`${exact}\r\n B`);
    expect(foldLine('A'.repeat(75 + 74 + 1))).toBe(`${'A'.repeat(75)}\r\n ${'A'.repeat(74)}\r\n A`);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    // 'é' is 2 octets: 37 of them make 74 octets, and the 38th would make 76.
    expect(foldLine('é'.repeat(38))).toBe(`${'é'.repeat(37)}\r\n é`);
    // '🎉' is 4 octets (a surrogate pair in JavaScript): 18 make 72, the 19th would make 76.
    expect(foldLine('🎉'.repeat(19))).toBe(`${'🎉'.repeat(18)}\r\n 🎉`);
  });

  it('keeps every physical line within 75 octets and unfolds to the original (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const line = `SUMMARY:${text.replace(/[\r\n]/g, '')}`;
        const folded = foldLine(line);
        for (const physical of folded.split('\r\n')) {
          expect(utf8Length(physical)).toBeLessThanOrEqual(75);
          // A split surrogate pair would leave a lone surrogate at a line's end or start.
          expect(physical).not.toMatch(
            /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
          );
        }
        expect(unfold(folded)).toBe(line);
      }),
      { numRuns: 500 },
    );
  });
});
