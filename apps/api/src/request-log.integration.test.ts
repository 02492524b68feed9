import { createTestDb } from '@huddle/db/testing';
import { prettyFactory } from 'pino-pretty';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { PRETTY_OPTIONS } from './http/request-log.js';
import { createServer } from './server.js';

/** One line per API call at info, with no secret of its URL; none for probes, pages or at warn. */

const database = await createTestDb();
afterAll(() => database.close());

/** Every line the server wrote while answering `urls`, parsed. */
async function logged(level: 'info' | 'warn', urls: string[]) {
  const lines: string[] = [];
  const server = await createServer({
    db: database.db,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: level }),
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await server.app.ready();
  const before = lines.length;
  try {
    for (const url of urls) await server.app.inject({ method: 'GET', url });
  } finally {
    await server.stop();
  }
  return lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
}

const completed = (entries: Record<string, unknown>[]) =>
  entries.filter((entry) => entry.msg === 'request completed');

// The shapes of the links mailed to attendees: what must never reach a log file.
const TOKEN = 'k3Yl1nkT0k3n-of-an-attendee_9f8e7d6c5b4a';
const EMAIL = 'ann.attendee@example.com';

describe('the request log', () => {
  it('writes the method, path, status and time of each API call at info, not the probes', async () => {
    const entries = await logged('info', ['/api/events?sport=Hockey', '/api/health', '/api/nope']);
    expect(completed(entries)).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/events?sport=Hockey', status: 200 }),
      expect.objectContaining({ method: 'GET', url: '/api/nope', status: 404 }),
    ]);
    expect(completed(entries)[0]!.ms).toBeGreaterThanOrEqual(0);
  });

  it('writes one line per API call and nothing for pages', async () => {
    const urls = ['/api/events', '/api/events/999999', '/events', '/api/churches'];
    const entries = await logged('info', urls);
    expect(entries.map((entry) => entry.url)).toEqual([
      '/api/events',
      '/api/events/999999',
      '/api/churches',
    ]);
    // On the development console too: pino-pretty as the server configures it.
    const pretty = prettyFactory({ ...PRETTY_OPTIONS, colorize: false });
    for (const entry of entries) expect(pretty(entry).trimEnd()).not.toContain('\n');
  });

  it('keeps the tokens of links and the addresses in URLs out of the log', async () => {
    const entries = await logged('info', [
      `/api/messages/stop/${TOKEN}`,
      `/api/reminders/${TOKEN}/stop`,
      `/api/events?sport=Hockey&token=${TOKEN}`,
      `/api/admin/login-challenge?email=${encodeURIComponent(EMAIL)}`,
      `/api/trpc/events.list?input=${encodeURIComponent(JSON.stringify({ token: TOKEN }))}`,
    ]);
    expect(completed(entries).map((entry) => entry.url)).toEqual([
      '/api/messages/stop/:token',
      '/api/reminders/:token/stop',
      '/api/events?sport=Hockey&token=…',
      '/api/admin/login-challenge?email=…',
      '/api/trpc/events.list?input=…',
    ]);
    const everything = JSON.stringify(entries);
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain('attendee');
  });

  it('writes nothing at warn', async () => {
    expect(await logged('warn', ['/api/events', '/api/nope'])).toEqual([]);
  });
});
