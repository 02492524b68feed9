import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The W3C Nu HTML Checker, as its npm package ships it (it runs on Java: scripts/ensure-test-tools.mjs). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * CSS properties newer than the checker, which it reports as unknown although browsers have them
 * (Mantine's Title uses `text-box` trimming). Any other unknown property is an error.
 */
const NEWER_CSS = new Set(['text-box-trim', 'text-box-edge']);

type Message = { type: string; subType?: string; url: string; message: string; extract?: string };

const isNewerCss = ({ message }: Message) => {
  const property = /^CSS: “([\w-]+)”: Property “\1” doesn't exist\.$/.exec(message)?.[1];
  return property !== undefined && NEWER_CSS.has(property);
};

/**
 * Checks each document (name → HTML) with one run of the checker and returns its errors as
 * `name: message (extract)` lines; warnings (type info) are left out, and a document the checker
 * could not read is an error too.
 */
export async function htmlErrors(documents: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'huddle-vnu-'));
  try {
    const names = new Map<string, string>();
    await Promise.all(
      Object.entries(documents).map(async ([name, html], index) => {
        const file = join(dir, `page-${index}.html`);
        names.set(`file:${file}`, name);
        await writeFile(file, html);
      }),
    );
    const args = ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...names.keys()];
    const run = await promisify(execFile)(
      'java',
      args.map((arg) => arg.replace(/^file:/, '')),
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(run.stderr) as { messages: Message[] };
    return messages
      .filter((message) => message.type !== 'info' && !isNewerCss(message))
      .map(
        (message) =>
          `${names.get(message.url) ?? message.url}: ${message.message} (${message.extract?.trim().slice(0, 120) ?? ''})`,
      );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
