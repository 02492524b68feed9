import type { Db } from '@huddle/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { adminTokenFor, bearer, createAdmin } from '../modules/admin/testing/admin-fixtures.js';

/** A new administrator signed in through the API: its bearer token, and requests made with it. */
export async function asNewAdmin(server: { app: FastifyInstance; db: Db }) {
  const token = await adminTokenFor(server.app, await createAdmin(server.db));
  return {
    token,
    request: (
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      payload?: object,
    ): Promise<LightMyRequestResponse> =>
      server.app.inject({ method, url, headers: bearer(token), payload }),
  };
}
