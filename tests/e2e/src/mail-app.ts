import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer, loadConfig, startJobs } from '@huddle/api';
import { createSeededTestDb } from '@huddle/db/testing';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';

const webDist = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));

export type Delivered = { to: string[]; mail: ParsedMail };

/** A real SMTP server on a free loopback port that keeps what it is sent. */
async function startInbox() {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          delivered.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nobody listens on right now, so PUBLIC_URL can name the address before listening. */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The whole product with its mail really leaving: the built web app, the API and its job
 * workers on a seeded database, SMTP_URL pointing at a real SMTP server, and PUBLIC_URL set to
 * the address the browser uses, so the links in the mails lead back here.
 */
export async function startAppWithMail(jobSettings: { changeQuietMs?: number } = {}) {
  if (!existsSync(`${webDist}/index.html`)) {
    throw new Error(`The web app is not built (${webDist}); run pnpm build first.`);
  }
  const [database, inbox, port] = await Promise.all([
    createSeededTestDb({ template: inject('seededTemplate') ?? undefined }),
    startInbox(),
    freePort(),
  ]);
  const baseURL = `http://127.0.0.1:${port}`;
  const loaded = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: baseURL,
    WEB_DIST_DIR: webDist,
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Huddle <no-reply@huddle.test>',
  });
  // A journey about change notices tells them without the five quiet minutes.
  const config = { ...loaded, jobs: { ...loaded.jobs, ...jobSettings } };
  const server = await createServer({ db: database.db, config });
  await server.start();
  const silent = { info() {}, warn() {}, error() {} };
  const jobs = await startJobs({
    db: database.db,
    executeSql: database.executeSql,
    config,
    log: silent,
  });
  return {
    baseURL,
    db: database.db,
    inbox,
    /** Waits (generously) for a mail with this subject to arrive for `address`. */
    async mailTo(address: string, subject: string): Promise<Delivered> {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const found = inbox.delivered.find(
          (message) => message.to.includes(address) && message.mail.subject === subject,
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      await server.stop();
      await jobs.stop();
      await inbox.close();
      await database.close();
    },
  };
}

export type AppWithMail = Awaited<ReturnType<typeof startAppWithMail>>;
