import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import {
  DATE_ARRAY_OID,
  DATE_OID,
  INT8_OID,
  parseDate,
  parseDateArray,
  parseInt8,
} from './pg-types.js';
import { copyPgliteTemplate, PGLITE_START_PARAMS } from './pglite-files.js';
import { namingQueries, preparingPool } from './prepared-statements.js';
import { findRepoRoot } from './repo-root.js';
import type { Database, Db } from './schema/index.js';

export type DbEngine = 'postgres' | 'pglite';

/** Plain SQL for libraries that bring their own (pg-boss): text, optional parameters, rows back. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type DbHandle = {
  db: Db;
  engine: DbEngine;
  /** Ends the pool or shuts PGlite down; the handle is unusable afterwards. */
  close(): Promise<void>;
  /**
   * Runs SQL beside Kysely on the same database: the pool for PostgreSQL; for PGlite, its one
   * connection taken in turn with Kysely's (else a statement could land inside a Kysely
   * transaction), and several parameterless statements in one string allowed (STACK.md pitfall 6).
   */
  executeSql: ExecuteSql;
};

export type CreateDbOptions = {
  /** postgres://… — use a real server. Absent: embedded PGlite. */
  url?: string;
  /** Where PGlite keeps its files. Default `<repo root>/.data/pglite`. */
  dataDir?: string;
  /** PGlite with nothing on disk (ignored when `url` is given). */
  inMemory?: boolean;
  /** Told when an idle pooled connection breaks (server restart, terminated backend). */
  onConnectionError?: (error: Error) => void;
};

/** Opens the database. Reads no environment: the caller decides where the database is. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  return options.url ? openPostgres(options.url, options.onConnectionError) : openPglite(options);
}

export function openPostgres(
  url: string,
  onConnectionError: (error: Error) => void = ignoreConnectionError,
): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    types: pgTypeOverrides(),
    // A server that vanished without refusing (a failover's old address) would otherwise hold a
    // request forever; this fails it instead, and the API answers 503.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // Without a listener, an idle client's error (e.g. the server restarting) would crash the
  // process; the pool drops that client and the next query opens a fresh connection.
  pool.on('error', onConnectionError);
  // The pool listens only to idle clients. A checked-out one (a transaction between statements)
  // cut by a restart would emit 'error' to nobody and crash the process: the error is already
  // its holder's (the next statement on it fails), and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', ignoreConnectionError));
  const queryOf = namingQueries();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(pool, queryOf) }),
  });
  const close = async () => {
    await db.destroy();
    // Kysely only tears down a driver it has initialised, i.e. after a first query.
    if (!pool.ended) await pool.end();
  };
  const executeSql: ExecuteSql = async (text, values) => {
    const result: pg.QueryResult | pg.QueryResult[] = await pool.query(queryOf(text, values));
    // Several statements answer one result each; the last one's rows are the answer, as on PGlite.
    return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
  };
  return { db, engine: 'postgres', close, executeSql };
}

function ignoreConnectionError(): void {}

/** Generous: a busy database may be slow to accept; a vanished one must not hang requests. */
const CONNECT_TIMEOUT_MS = 10_000;

// Per pool rather than pg.types.setTypeParser, which would change every pg user in the process.
function pgTypeOverrides(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8_OID, parseInt8);
  types.setTypeParser(DATE_OID, parseDate);
  types.setTypeParser(DATE_ARRAY_OID, parseDateArray);
  return types;
}

export const pgliteParsers = {
  [INT8_OID]: parseInt8,
  [DATE_OID]: parseDate,
  [DATE_ARRAY_OID]: parseDateArray,
};

async function openPglite({ dataDir, inMemory }: CreateDbOptions): Promise<DbHandle> {
  let dir: string | undefined;
  if (!inMemory) {
    dir = dataDir ?? join(findRepoRoot(process.cwd()), '.data', 'pglite');
    // PGlite creates only the last path segment.
    mkdirSync(dir, { recursive: true });
    copyPgliteTemplate(dir);
  }
  const client = await PGlite.create({
    dataDir: dir,
    parsers: pgliteParsers,
    startParams: PGLITE_START_PARAMS,
  });
  return pgliteHandle(client);
}

/** Wraps an opened PGlite; closing the handle closes it. */
export function pgliteHandle(client: PGlite): DbHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  const close = async () => {
    await db.destroy();
    // Kysely skips the driver of a database never queried, and an open PGlite keeps Node alive.
    if (!client.closed) await client.close();
  };
  const executeSql: ExecuteSql = (text, values) =>
    db.connection().execute(async () => {
      if (values?.length) return client.query(text, values);
      // A parameterless string may hold several statements; the last one's rows are the answer.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    });
  return { db, engine: 'pglite', close, executeSql };
}
