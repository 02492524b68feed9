import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://huddle.example',
  SESSION_SECRET: 'x'.repeat(32),
  BILLING_MODE: 'demo',
  TRUST_PROXY: '10.0.0.0/8',
};

describe('loadConfig', () => {
  it('runs on the embedded database with demo data when nothing is set', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.allowedOrigins).toEqual(['http://localhost:3000']);
  });

  it("shows a contact address at the public host's domain, a placeholder on a host that is none", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://huddle.example.org' }).contactInbox).toBe(
      'contact@huddle.example.org',
    );
    for (const PUBLIC_URL of [
      undefined,
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(loadConfig({ PUBLIC_URL }).contactInbox).toBe('contact@huddle.example');
    }
    expect(loadConfig({ CONTACT_INBOX: 'team@church.example.org' }).contactInbox).toBe(
      'team@church.example.org',
    );
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('requires a session secret of 32 characters or more in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('lists extra allowed origins', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://huddle.example/',
      ALLOWED_ORIGINS: 'http://localhost:5173, https://admin.example',
    });
    expect(config.allowedOrigins).toEqual([
      'https://huddle.example',
      'http://localhost:5173',
      'https://admin.example',
    ]);
  });

  it('says which variable is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x@y/z' })).toThrow(/DATABASE_URL/);
  });

  it('trusts no proxy unless told which: a hop count or addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig(production).trustProxy).toEqual(['10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,2001:db8::/32' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '2001:db8::/32',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*any client/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /not understood: 10.0.0.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses proxy ranges so wide that every client could name its own address', () => {
    for (const range of [
      '0.0.0.0/0',
      '::/0',
      '128.0.0.0/1',
      '10.0.0.0/7',
      '2000::/3',
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/100',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: `loopback,${range}` }), range).toThrow(
        new RegExp(`TRUST_PROXY: .*too wide .*${range.replace(/[.:/]/g, '\\$&')}`),
      );
    }
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8,2001:db8::/32,::ffff:10.0.0.0/104' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '2001:db8::/32', '::ffff:10.0.0.0/104']);
  });

  it('requires an https PUBLIC_URL in production, where the session cookie is always Secure', () => {
    const { PUBLIC_URL: _, ...withoutUrl } = production;
    expect(() => loadConfig(withoutUrl)).toThrow(/PUBLIC_URL: required in production/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://huddle.example' })).toThrow(
      /PUBLIC_URL: must be an https address in production/,
    );
    expect(() => loadConfig({ ...production, TRUST_PROXY: '' })).toThrow(
      /TRUST_PROXY: required in production/,
    );
  });
});
