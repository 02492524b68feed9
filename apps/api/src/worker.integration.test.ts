import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createDb } from '@huddle/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queueMail } from './modules/mail/outbox.js';
import { columnOf } from './testing/counts.js';
import { type SmtpSink, startSmtpSink } from './testing/smtp-sink.js';
import { waitFor } from './testing/wait.js';

/*
 * `pnpm worker` as an operator runs it: its own process, its own migrations, sending the outbox
 * through SMTP, stopping cleanly on SIGTERM. It needs PostgreSQL: the embedded database belongs
 * to the one process that opened it, so without TEST_DATABASE_URL the test checks the refusal.
 */

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const serverUrl = process.env.TEST_DATABASE_URL;

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());

function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, [tsx, '--conditions=@huddle/source', 'src/worker.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode === null) child.kill('SIGTERM');
  return exited;
}

it('runs as its own process on PostgreSQL, sends the outbox and stops on SIGTERM', async () => {
  if (!serverUrl) {
    const worker = startWorker({});
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('DATABASE_URL: the worker needs PostgreSQL');
    return;
  }
  const name = `huddle_worker_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = await createDb({ url: serverUrl });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const worker = startWorker({
    DATABASE_URL: url.toString(),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Huddle <no-reply@huddle.test>',
  });
  const database = await createDb({ url: url.toString() });
  try {
    await waitFor('the worker to start', () =>
      worker.output().includes('Huddle worker is running') ? true : undefined,
    );
    // The worker migrated the empty database itself before it started.
    const { id } = await queueMail(database.db, {
      to: 'ann@example.com',
      subject: 'From the worker',
      text: 'Sent by pnpm worker',
    });
    const [message] = await waitFor('the mail at the SMTP server', () =>
      smtp.received.length ? smtp.received : undefined,
    );
    expect(message?.mail.subject).toBe('From the worker');
    await waitFor(
      'the mail to be recorded as sent',
      async () => (await columnOf(database.db, 'mail_outbox', id, 'status')) === 'sent',
    );
    expect(await stop(worker.child, worker.exited)).toBe(0);
    expect(worker.output()).toContain('worker shutting down');
  } finally {
    await stop(worker.child, worker.exited);
    await database.close();
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
  }
}, 60_000);
