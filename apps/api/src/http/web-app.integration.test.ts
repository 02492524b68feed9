import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../testing/test-server.js';

let server: Awaited<ReturnType<typeof createTestServer>>;
const dist = mkdtempSync(join(tmpdir(), 'huddle-web-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Huddle</title>');
  writeFileSync(join(dist, 'assets', 'app-3f9a.js'), 'console.log("app")');
  server = await createTestServer({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves index.html for client-side routes, uncached', async () => {
    for (const url of ['/', '/events/42', '/admin?tab=payments']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Huddle</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/app-3f9a.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
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
