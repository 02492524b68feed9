import type { Db } from '@huddle/db';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/passwords.js';
import { insertAdministrator } from '../admin.repository.js';

let counter = 0;

/** An administrator written straight to the database; unique per call. */
export async function createAdmin(db: Db, password = 'admin-password') {
  counter += 1;
  const email = `admin${counter}x${process.pid}@huddle.test`;
  const admin = await insertAdministrator(db, {
    email,
    name: `Admin ${counter}`,
    passwordHash: await hashPassword(password),
  });
  return { ...admin, password };
}

/** Signs an administrator in through POST /api/admin/login; returns its bearer token. */
export async function adminTokenFor(
  app: FastifyInstance,
  admin: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: admin.email, password: admin.password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`admin login failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
