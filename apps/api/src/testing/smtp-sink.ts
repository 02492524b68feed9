import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait.js';

/** One message as the SMTP server received it: the envelope and the parsed MIME. */
export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
  raw: string;
};

type SmtpError = Error & { responseCode: number };

/**
 * A real SMTP server (the smtp-server package) on a free loopback port, for tests: it keeps
 * every message it accepts, can refuse the next ones with an SMTP error, and can hold its answer
 * to a message until released (a slow relay). No TLS, no authentication.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let failures: { count: number; code: number; message: string } | undefined;
  let hold: { promise: Promise<void>; release: () => void; arrived: () => void } | undefined;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        try {
          if (failures && failures.count > 0) {
            failures.count -= 1;
            const error = new Error(failures.message) as SmtpError;
            error.responseCode = failures.code;
            return callback(error);
          }
          if (hold) {
            hold.arrived();
            await hold.promise;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom;
          received.push({
            envelope: {
              from: from ? from.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            mail: await simpleParser(raw),
            raw,
          });
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Received messages addressed to `address`. */
    to(address: string) {
      return received.filter((message) => message.envelope.to.includes(address));
    },
    /** Resolves once `count` messages have been accepted in total. */
    waitForCount(count: number): Promise<ReceivedMail[]> {
      return waitFor(`${count} messages at the SMTP server`, () =>
        received.length >= count ? received : undefined,
      );
    },
    /** The next `count` messages are refused with `code` (4xx temporary, 5xx permanent). */
    failNext(count: number, code = 451, message = 'Requested action aborted: try again later') {
      failures = { count, code, message };
    },
    /**
     * Holds the answer to every message until `release()`; `arrived` resolves when the first
     * held message is in, i.e. a delivery is in the middle of its SMTP conversation.
     */
    holdMessages() {
      let release!: () => void;
      let arrived!: () => void;
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      hold = { promise, release, arrived };
      return {
        arrived: arrival,
        release() {
          hold = undefined;
          release();
        },
      };
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
