import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  BILLING_MODE: 'demo',
  PUBLIC_URL: 'https://huddle.example',
  TRUST_PROXY: '10.0.0.0/8',
};

describe('mail and jobs settings', () => {
  it('logs mail instead of sending it when SMTP_URL is unset, from an address of PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://huddle.example' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Huddle <no-reply@huddle.example>',
      devPage: true,
    });
    expect(config.jobs.inServer).toBe(true);
  });

  it('sends over SMTP when SMTP_URL is set, from MAIL_FROM', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Grace Events <events@grace.example.org>',
    });
    expect(config.mail.smtpUrl).toBe('smtps://user:secret@smtp.example.com:465');
    expect(config.mail.from).toBe('Grace Events <events@grace.example.org>');
  });

  it('refuses a SMTP_URL of another scheme and a MAIL_FROM that could break a header', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL/);
    for (const from of [
      'Huddle <no-reply@x.example>\r\nBcc: all@x.example',
      'not an address',
      'a@x.example, b@x.example',
      'Huddle no-reply@x.example',
    ]) {
      expect(() => loadConfig({ MAIL_FROM: from }), from).toThrow(/MAIL_FROM/);
    }
  });

  it('in production, hides the outbox pages and wants MAIL_FROM with SMTP_URL', () => {
    expect(loadConfig(production).mail.devPage).toBe(false);
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://relay.internal:25' })).toThrow(
      /MAIL_FROM: required in production/,
    );
    expect(
      loadConfig({
        ...production,
        SMTP_URL: 'smtp://relay.internal:25',
        MAIL_FROM: 'no-reply@huddle.example',
      }).mail.smtpUrl,
    ).toBe('smtp://relay.internal:25');
  });

  it('leaves the jobs to `pnpm worker` with RUN_JOBS=false', () => {
    expect(loadConfig({ RUN_JOBS: 'false' }).jobs.inServer).toBe(false);
    expect(() => loadConfig({ RUN_JOBS: 'maybe' })).toThrow(/RUN_JOBS/);
  });
});
