import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { columnOf } from '../../testing/counts.js';
import { useTestDb } from '../../testing/test-db.js';
import { createAdministrator } from './admin-accounts.service.js';
import { adminLogin } from './admin-auth.service.js';

const database = useTestDb();

describe('createAdministrator (pnpm admin:create)', () => {
  it('makes an administrator who can sign in, keeping only a hash of the password', async () => {
    const admin = await createAdministrator(database.db, {
      email: ' ops@huddle.test ',
      name: 'Ops Lead',
      password: 'long secret',
    });
    expect(admin).toMatchObject({ email: 'ops@huddle.test', name: 'Ops Lead', role: 'admin' });
    expect(await columnOf(database.db, 'administrators', admin.id, 'password_hash')).toMatch(
      /^\$argon2id\$/,
    );
    const ctx = {
      db: database.db,
      config: loadConfig({ NODE_ENV: 'test' }),
      log: pino({ level: 'silent' }),
      clientIp: '127.0.0.1',
    };
    const session = await adminLogin(ctx, { email: 'ops@huddle.test', password: 'long secret' });
    expect(session.admin.id).toBe(admin.id);
  });

  it('refuses a second administrator with the same e-mail in any case', async () => {
    await createAdministrator(database.db, {
      email: 'twice@huddle.test',
      name: 'A',
      password: 'secret1',
    });
    await expect(
      createAdministrator(database.db, {
        email: 'TWICE@huddle.test',
        name: 'B',
        password: 'secret2',
      }),
    ).rejects.toThrow('An administrator with the e-mail TWICE@huddle.test already exists.');
  });

  it('refuses a bad e-mail, a short password and a blank name with the spec messages', async () => {
    await expect(
      createAdministrator(database.db, { email: 'nope', name: 'A', password: 'secret1' }),
    ).rejects.toThrow('Please enter a valid email address');
    await expect(
      createAdministrator(database.db, { email: 'a@huddle.test', name: 'A', password: '12345' }),
    ).rejects.toThrow('Password must be at least 6 characters');
    await expect(
      createAdministrator(database.db, { email: 'a@huddle.test', name: '  ', password: 'secret1' }),
    ).rejects.toThrow('Name is required');
  });
});
