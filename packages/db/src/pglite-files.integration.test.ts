import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './create-db.js';
import { migrateToLatest } from './migrate.js';
import { copyPgliteTemplate } from './pglite-files.js';
import { insertChurch } from './testing/fixtures.js';

/** First starts of the embedded database copy the build's data directory (pglite-files.ts). */

const root = mkdtempSync(join(tmpdir(), 'huddle-pglite-template-'));
const template = join(root, 'template');
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  const handle = await createDb({ dataDir: template });
  await migrateToLatest(handle.db);
  await insertChurch(handle.db, { name: 'Template Chapel' });
  await handle.close();
}, 120_000);

async function churchNames(dataDir: string): Promise<string[]> {
  const handle = await createDb({ dataDir });
  try {
    const rows = await handle.db.selectFrom('churches').select('name').execute();
    return rows.map((row) => row.name);
  } finally {
    await handle.close();
  }
}

describe('the data directory template', () => {
  it('gives a fresh directory a database PGlite opens', { timeout: 60_000 }, async () => {
    const dir = join(root, 'fresh');
    mkdirSync(dir);
    expect(copyPgliteTemplate(dir, template)).toBe(true);
    expect(await churchNames(dir)).toEqual(['Template Chapel']);
  });

  it('never copies over a database', { timeout: 60_000 }, async () => {
    const dir = join(root, 'used');
    copyPgliteTemplate(dir, template);
    const handle = await createDb({ dataDir: dir });
    await insertChurch(handle.db, { name: 'Own Chapel' });
    await handle.close();

    expect(copyPgliteTemplate(dir, template)).toBe(false);
    expect((await churchNames(dir)).sort()).toEqual(['Own Chapel', 'Template Chapel']);
  });

  it('redoes a copy cut short before PG_VERSION', { timeout: 60_000 }, async () => {
    const dir = join(root, 'cut-short');
    mkdirSync(join(dir, 'base'), { recursive: true });
    writeFileSync(join(dir, 'postgresql.conf'), '');
    expect(copyPgliteTemplate(dir, template)).toBe(true);
    expect(await churchNames(dir)).toEqual(['Template Chapel']);
  });

  it('does nothing without a template (running from the sources)', () => {
    const dir = join(root, 'no-template');
    expect(copyPgliteTemplate(dir, join(root, 'missing'))).toBe(false);
  });
});
