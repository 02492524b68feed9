import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createDb, migrateToLatest } from '@huddle/db';
import { ConfigError, loadConfig } from '../../../config.js';
import { CreateAdminError, createAdministrator } from '../admin-accounts.service.js';
import { readSecret } from './read-secret.js';

/*
 * `pnpm admin:create [--email a@b.org] [--name "Jo Admin"]`: makes a platform administrator on the
 * database of DATABASE_URL (or the embedded one). The password is asked for without echo; piped
 * input (`printf 'secret\n' | pnpm admin:create …`) is read as its first line.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  const config = loadConfig();
  const email = values.email ?? (await ask('E-mail: '));
  const name = values.name ?? (await ask('Name: '));
  const password = await readSecret('Password (at least 6 characters): ');
  if (process.stdin.isTTY && (await readSecret('Repeat the password: ')) !== password) {
    throw new CreateAdminError('The passwords do not match.');
  }
  const handle = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db);
    const admin = await createAdministrator(handle.db, { email, name, password });
    console.log(
      `Administrator ${admin.email} (${admin.name}) created on the ${handle.engine} database.`,
    );
  } finally {
    await handle.close();
  }
}

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
}

main().catch((error: unknown) => {
  const plain = error instanceof CreateAdminError || error instanceof ConfigError;
  console.error(plain ? error.message : error);
  process.exit(1);
});
