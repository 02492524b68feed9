import { createTestDb } from '@huddle/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createServer } from './server.js';

/** One line per API call at info; none for probes, pages or anything at warn. */

const database = await createTestDb();
afterAll(() => database.close());

async function logged(level: 'info' | 'warn', urls: string[]) {
  const lines: string[] = [];
  const server = await createServer({
    db: database.db,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: level }),
    logStream: { write: (line: string) => void lines.push(line) },
  });
  try {
    for (const url of urls) await server.app.inject({ method: 'GET', url });
  } finally {
    await server.stop();
  }
  return lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request completed');
}

describe('the request log', () => {
  it('writes the method, path, status and time of each API call at info, not the probes', async () => {
    const entries = await logged('info', ['/api/events?sport=Hockey', '/api/health', '/api/nope']);
    expect(entries).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/events?sport=Hockey', status: 200 }),
      expect.objectContaining({ method: 'GET', url: '/api/nope', status: 404 }),
    ]);
    expect(entries[0].ms).toBeGreaterThanOrEqual(0);
  });

  it('writes nothing at warn', async () => {
    expect(await logged('warn', ['/api/events', '/api/nope'])).toEqual([]);
  });
});
