import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteTemplateDir } from '../pglite-files.js';

// Part of the build: a fresh data directory for first starts of the embedded database
// (pglite-files.ts tells why). Its initdb peaks near 850 MB of RSS here, once, not in the server.
const dir = pgliteTemplateDir();
// A directory left half-made by an interrupted build must not be taken for a database.
rmSync(dir, { recursive: true, force: true });
const client = await PGlite.create({ dataDir: dir });
await client.close();
