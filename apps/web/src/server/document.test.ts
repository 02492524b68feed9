import { compileSheet, encodePlan } from 'beasties/compiler';
import { describe, expect, it } from 'vitest';
import { createDocumentWriter, type DocumentParts } from './document';
import { SERVER_STATE_ID } from './pages';

const template = `<!doctype html><html><head><title>Huddle</title>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react.js">
<link rel="stylesheet" crossorigin href="/assets/index.css">
</head><body><div id="root"></div></body></html>`;

const css = '.card{color:red}.dialog{color:blue}';

const parts: DocumentParts = {
  template,
  fallbackFaces: '@font-face{font-family:Inter Fallback;src:local(Arial)}',
  plans: [encodePlan(compileSheet(css, { href: '/assets/index.css' }))],
  assetTags: { '/events': '<link rel="modulepreload" crossorigin href="/assets/events.js">' },
  bootScript: '/assets/boot-1.js',
};

const write = createDocumentWriter(parts);

describe('a page document', () => {
  const html = write(
    '/events',
    '<title>Events · Huddle</title><article class="card">Game</article>',
  );

  it('inlines the rules the page uses and defers the stylesheet, with a fallback without JS', () => {
    expect(html).toContain('.card{color:red}');
    expect(html).not.toContain('.dialog');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index.css" media="print"',
    );
    expect(html).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index.css"></noscript>',
    );
    expect(html).toContain('Inter Fallback');
  });

  it('runs no inline script (the CSP refuses them) and leaves the code to the boot script', () => {
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script defer src="/assets/boot-1.js" data-entry="/assets/index.js" data-preloads="/assets/react.js /assets/events.js"></script>',
    );
  });

  it("puts the page's title in the head and the page in #root", () => {
    expect(html).toContain('<head><title>Events · Huddle</title>');
    expect(html).toContain('<div id="root"><article class="card">Game</article></div>');
  });

  it('puts the styles React hoists (responsive style props) in the head, none in the body', () => {
    const hoisted =
      '<style data-precedence="mantine" data-href="mantine-1 mantine-2">.a{margin:0}.b>.c{margin:1px}</style>';
    const page = write('/events', `${hoisted}<title>Events · Huddle</title><p>Game</p>`);
    const body = page.slice(page.indexOf('<body>'));
    expect(page.slice(0, page.indexOf('</head>'))).toContain(hoisted);
    expect(body).not.toContain('<style');
    expect(body).toContain('<div id="root"><p>Game</p></div>');
  });

  it('carries the state as JSON that no text in it can close early', () => {
    const state = JSON.stringify({ title: '</script><script>alert(1)</script><!--' });
    const page = write('/events', '<article class="card">Game</article>', state);
    const tag = new RegExp(
      `<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`,
    );
    const carried = tag.exec(page)?.[1] ?? '';
    expect(carried).not.toContain('<');
    expect(JSON.parse(carried)).toEqual(JSON.parse(state));
    expect(page).not.toContain('<script>alert(1)');
  });

  it('refuses a page it has no code for', () => {
    expect(() => write('/admin', '<p>x</p>')).toThrow(/no asset tags/);
  });
});
