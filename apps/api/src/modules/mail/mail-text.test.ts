import { describe, expect, it } from 'vitest';
import { domainOf, headerText, isPlainAddress, onBehalfOfName, parseMailbox } from './addresses.js';
import { renderHtml, renderText } from './content.js';
import { escapeHtml, safeHref } from './html.js';

describe('headerText', () => {
  it('keeps a header on one line whatever it is given', () => {
    expect(headerText('New RSVP:\r\nBcc: all@example.net')).toBe('New RSVP: Bcc: all@example.net');
    expect(headerText('a\u0000b\tc\u2028d\u0085e')).toBe('a b c d e');
    expect(headerText('  spaced   out  ')).toBe('spaced out');
    expect(headerText('x'.repeat(300))).toHaveLength(200);
    expect(headerText('x'.repeat(300)).endsWith('…')).toBe(true);
  });
});

describe('isPlainAddress', () => {
  it('accepts one bare address and nothing that could add a recipient or a header', () => {
    for (const ok of ['ann@example.com', "o'brien+rsvp@mail.example.org", 'x@localhost']) {
      expect(isPlainAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      'a@x.com, b@y.com',
      'a@x.com;b@y.com',
      'Ann <ann@example.com>',
      'ann@example.com\r\nBcc: b@y.com',
      'ann @example.com',
      '"ann"@example.com',
      'ann',
      '@example.com',
      `${'a'.repeat(250)}@x.com`,
    ]) {
      expect(isPlainAddress(bad), bad).toBe(false);
    }
  });

  it('reads the domain of a From value', () => {
    expect(domainOf('Huddle <no-reply@huddle.example>')).toBe('huddle.example');
    expect(domainOf('no-reply@mail.example.org')).toBe('mail.example.org');
  });
});

describe("the sender of a church's mail", () => {
  it('reads the name and address of MAIL_FROM', () => {
    expect(parseMailbox('Huddle <no-reply@huddle.example>')).toEqual({
      name: 'Huddle',
      address: 'no-reply@huddle.example',
    });
    expect(parseMailbox('"Huddle Mail" <no-reply@huddle.example>')).toEqual({
      name: 'Huddle Mail',
      address: 'no-reply@huddle.example',
    });
    expect(parseMailbox('no-reply@huddle.example')).toEqual({
      name: '',
      address: 'no-reply@huddle.example',
    });
  });

  it('names the church "via" the platform, keeping nothing that could pose as an address', () => {
    expect(onBehalfOfName('Grace Fellowship', 'Huddle')).toBe('Grace Fellowship via Huddle');
    expect(onBehalfOfName("St. Mary's (Downtown), Austin & Co", '')).toBe(
      "St. Mary's (Downtown), Austin & Co via Huddle",
    );
    expect(onBehalfOfName('Église Saint-Jean', 'Huddle')).toBe('Église Saint-Jean via Huddle');
    expect(onBehalfOfName('"PayPal" <service@paypal.example>', 'Huddle')).toBe(
      'PayPal service paypal.example via Huddle',
    );
    expect(onBehalfOfName('=?utf-8?b?PGE+?=\r\nBcc: x@y.example', 'Huddle')).toBe(
      'utf-8 b PGE+ Bcc x y.example via Huddle',
    );
    expect(onBehalfOfName('<>@"', 'Huddle')).toBe('A church via Huddle');
    expect(onBehalfOfName('x'.repeat(300), 'Huddle')).toHaveLength(80 + ' via Huddle'.length);
  });
});

describe('mail content', () => {
  const content = {
    greeting: 'Hi <Ann> & "friends",',
    paragraphs: ['Line one\nline two'],
    details: [{ label: 'Special requests', value: '<img src=x onerror=alert(1)>' }],
    actions: [
      { label: 'Change or cancel', url: 'https://huddle.example/manage-rsvp/abc' },
      { label: 'Bad link', url: 'javascript:alert(1)' },
    ],
    closing: ['Huddle'],
  };

  it('renders the text part as typed, label by label', () => {
    expect(renderText(content)).toBe(
      [
        'Hi <Ann> & "friends",',
        '',
        'Line one\nline two',
        '',
        'Special requests: <img src=x onerror=alert(1)>',
        '',
        'Change or cancel: https://huddle.example/manage-rsvp/abc',
        'Bad link: javascript:alert(1)',
        '',
        'Huddle',
      ].join('\n'),
    );
  });

  it('escapes every string in the HTML part and links only http(s) addresses', () => {
    const html = renderHtml(content, 'You <b>are</b> going');
    expect(html).toContain('<title>You &lt;b&gt;are&lt;/b&gt; going</title>');
    expect(html).toContain('Hi &lt;Ann&gt; &amp; &quot;friends&quot;,');
    expect(html).toContain('Line one<br>line two');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img|<b>|javascript:/);
    expect(html).toContain('href="https://huddle.example/manage-rsvp/abc"');
    expect(html).toContain('href="#"');
  });

  it('escapes the five characters that can open markup', () => {
    expect(escapeHtml(`<a href='x' title="y">&</a>`)).toBe(
      '&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;&amp;&lt;/a&gt;',
    );
    expect(safeHref('HTTPS://x.example/?a=1&b="2"')).toBe(
      'HTTPS://x.example/?a=1&amp;b=&quot;2&quot;',
    );
    expect(safeHref('data:text/html,hi')).toBe('#');
  });
});
