import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian and Ubuntu put PostgreSQL 15 (what production and CI run). */
const BIN = '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL server of the test's own, on a free loopback port, that the test may stop and
 * start under load (the machine's shared server must never be stopped). initdb refuses to run as
 * root, so everything runs as the `postgres` user, in a directory it owns. The commands are run
 * asynchronously: the server under test lives in the same process and must keep answering.
 */
export async function startOwnPostgres() {
  const root = await mkdtemp(join(tmpdir(), 'huddle-pg-'));
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  const [uid, gid] = await Promise.all([idOf('-u'), idOf('-g')]);
  await chown(root, uid, gid);
  const asPostgres = (command: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]);

  await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const port = await freePort();
  // fsync off: a test's data need not survive a power cut, and the two cores are shared.
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;

  const start = async () => {
    await asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', 'start']);
    running = true;
  };
  const stop = async () => {
    // fast: what a restart or failover does to the app, connections cut mid-statement.
    await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  await start();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async close() {
      if (running) await stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export type OwnPostgres = Awaited<ReturnType<typeof startOwnPostgres>>;

async function idOf(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await run('id', [flag, 'postgres']);
  return Number(stdout.trim());
}

/** A port nothing listens on right now (the kernel's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
