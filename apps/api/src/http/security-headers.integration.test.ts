import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChurch } from '../testing/fixtures.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/*
 * Only a church's framed events (/embed/churches/{id}, issue 30 item 5) may be framed by another
 * site, and /embed.js loaded by one; every other page keeps refusing other sites' frames.
 */

let server: TestServer;
let churchId: number;
const dist = mkdtempSync(join(tmpdir(), 'huddle-embed-'));

beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Huddle"><title>Huddle</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'embed.js'), '(() => {})();\n');
  server = await createTestServer({ WEB_DIST_DIR: dist });
  churchId = await insertChurch(server.db, { name: 'Grace Chapel' });
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

/** The CSP's directives by name. */
function policy(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources.join(' ')]),
  );
}

describe('a church’s events framed on its own website', () => {
  it('may be framed by any site, is kept out of search results and sets no cookie', async () => {
    const response = await get(`/embed/churches/${churchId}`);
    expect(response.statusCode).toBe(200);
    const csp = policy(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe('*');
    // The rest of the page's policy stands.
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(response.headers['x-frame-options']).toBeUndefined();
    // A host that isolates itself (COEP require-corp) may embed it too.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain(
      `<link rel="canonical" href="http://huddle.test/churches/${churchId}">`,
    );
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/embed/churches/999999', '/embed/churches/grace', '/embed/churches/0'])(
    '%s: no such church, a 404 (that still shows in the frame)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(policy(response.headers['content-security-policy']).get('frame-ancestors')).toBe('*');
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('/embed.js may be loaded by any site, as a script', async () => {
    const response = await get('/embed.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A script obeys no page's policy: the page headers are left off.
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});

describe('every other page', () => {
  it.each([
    '/',
    '/events',
    '/churches/1',
    '/login',
    '/embed',
    '/embed/churches',
    '/embed/churches/1/more',
    '/embed/events/1',
    '/embedded/churches/1',
    '/embed.json',
  ])('%s: no other site may frame it', async (url) => {
    const { headers } = await get(url);
    expect(policy(headers['content-security-policy']).get('frame-ancestors')).toBe("'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-robots-tag']).toBeUndefined();
  });

  it('/churches/{id} is the church page, indexed, with its own head', async () => {
    const response = await get(`/churches/${churchId}`);
    expect(response.body).not.toContain('name="robots"');
    expect(response.body).toContain('application/ld+json');
  });
});
