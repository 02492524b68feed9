import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HEIGHT_MESSAGE } from './frame-height';

/** The script a church's website loads (served at /embed.js from the web build's public files). */
const script = readFileSync(resolve(__dirname, '../../../public/embed.js'), 'utf8');

describe('/embed.js', () => {
  it('stays small: under 15 kB gzip (issue 30)', () => {
    expect(gzipSync(script, { level: 9 }).length).toBeLessThan(15 * 1024);
  });

  it('hears the message the framed page sends, from its own origin only', () => {
    expect(script).toContain(`'${HEIGHT_MESSAGE}'`);
    expect(script).toMatch(/event\.origin !== origin/);
  });

  it('needs nothing a strict host policy refuses: no eval, no inline style, no markup strings', () => {
    expect(script).not.toMatch(
      /\beval\(|new Function|setAttribute\(\s*'style'|innerHTML|document\.write/,
    );
  });
});
