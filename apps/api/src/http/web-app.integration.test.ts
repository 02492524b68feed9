import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'huddle-web-'));

const indexHtml = '<!doctype html><title>Huddle</title>';
const appJs = `console.log(${JSON.stringify('app '.repeat(200))})`;

/** A file with the brotli and gzip copies the web build writes beside it. */
function writeBuilt(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

const homeHtml = '<!doctype html><title>Home</title><div id="root"><h1>Game day</h1></div>';
const eventHtml = '<!doctype html><title>Event</title><div id="root"><p>Loading event</p></div>';

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'prerendered'));
  writeBuilt(join(dist, 'index.html'), indexHtml);
  writeBuilt(join(dist, 'prerendered', 'home.html'), homeHtml);
  writeBuilt(join(dist, 'prerendered', 'event.html'), eventHtml);
  writeFileSync(
    join(dist, 'prerendered', 'manifest.json'),
    JSON.stringify([
      { path: '/', file: 'home.html' },
      { path: '/events/$id', file: 'event.html' },
    ]),
  );
  writeBuilt(join(dist, 'assets', 'app-3f9a.js'), appJs);
  // A small file the build leaves uncompressed.
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await createTestServer({ WEB_DIST_DIR: dist });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

function decoded(response: Awaited<ReturnType<typeof get>>): string {
  const body = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves index.html for client-side routes, uncached', async () => {
    for (const url of ['/login', '/events', '/admin?tab=payments']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Huddle</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await get('/assets/app-3f9a.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a built file the headers a script or stylesheet obeys, not those only a page reads', async () => {
    const asset = await get('/assets/app-3f9a.js');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['strict-transport-security']).toBeDefined();
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ]) {
      expect(asset.headers[header], header).toBeUndefined();
      // A page still has them all.
      expect((await get('/login')).headers[header], header).toBeDefined();
    }
  });

  it('sends the brotli copy to a browser that accepts it, else gzip, else the file itself', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
      { accept: 'br;q=1.0, gzip;q=0.8, *;q=0.1', encoding: 'br' },
      { accept: 'gzip, deflate', encoding: 'gzip' },
      { accept: 'br;q=0, gzip', encoding: 'gzip' },
      { accept: 'identity', encoding: undefined },
      { accept: '', encoding: undefined },
    ];
    for (const { accept, encoding } of cases) {
      const response = await get('/assets/app-3f9a.js', { 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decoded(response), accept).toBe(appJs);
      if (encoding) expect(response.rawPayload.length, accept).toBeLessThan(appJs.length / 4);
    }
  });

  it('compresses index.html for client-side routes too, and keeps it uncached', async () => {
    for (const url of ['/login', '/events/42?role=visitor']) {
      const response = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(response), url).toBe(indexHtml);
    }
  });

  it('sends a file the build did not compress as it is, still varying by encoding', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a revalidation of the same encoding, and 200 to another one', async () => {
    for (const url of ['/assets/app-3f9a.js', '/login', '/', '/events/42']) {
      const br = await get(url, { 'accept-encoding': 'br' });
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      const etag = String(br.headers.etag);
      expect(etag, url).toMatch(/^(W\/)?"/);
      // Each encoding is its own representation, so a cache never mixes them up.
      expect(gzip.headers.etag, url).not.toBe(etag);

      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.vary, url).toMatch(/accept-encoding/i);

      const other = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(other.statusCode, url).toBe(200);
      expect(other.headers['content-encoding'], url).toBe('gzip');
    }
  });

  it('sends the page the build prerendered for its exact path, compressed and uncached', async () => {
    const cases = [
      { url: '/', page: homeHtml },
      { url: '/events/42', page: eventHtml },
      { url: '/events/abc', page: eventHtml },
      // A query (filters, visitor mode) renders differently: the plain app shell.
      { url: '/?tab=x', page: indexHtml },
      { url: '/events/42?role=visitor', page: indexHtml },
      { url: '/events/42/edit', page: indexHtml },
      { url: '/events/', page: indexHtml },
      { url: '/prerendered/home.html', page: indexHtml },
    ];
    for (const { url, page } of cases) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(decoded(response), url).toBe(page);
    }
    const plain = await get('/events/7');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(eventHtml);
  });

  it('does not serve the compressed copies by name, nor the page for a missing asset', async () => {
    for (const url of [
      '/assets/app-3f9a.js.br',
      '/assets/app-3f9a.js.gz',
      '/assets/gone-1a2b.js',
    ]) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('NOT_FOUND');
  });

  it('lets the checkout page, and only it, load Stripe.js, its frames and its API', async () => {
    const csp = async (url: string) =>
      String((await server.app.inject({ method: 'GET', url })).headers['content-security-policy']);
    const checkout = await csp('/church-checkout?churchId=3');
    expect(checkout).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(checkout).toContain(
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    );
    expect(checkout).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    for (const url of ['/', '/events/42', '/login']) {
      const other = await csp(url);
      expect(other, url).toContain("script-src 'self';");
      expect(other, url).not.toContain('stripe');
      expect(other, url).toContain("object-src 'none'");
    }
  });
});
