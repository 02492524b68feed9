import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs on the embedded database with demo data when nothing is set', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.allowedOrigins).toEqual(['http://localhost:3000']);
  });

  it('does not seed demo data in production unless asked', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      BILLING_MODE: 'demo',
    };
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
});
