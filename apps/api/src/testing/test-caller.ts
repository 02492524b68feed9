import type { Db } from '@huddle/db';
import { TRPCError } from '@trpc/server';
import { pino } from 'pino';
import type { Config } from '../config.js';
import { memorySessionPort } from '../modules/sessions/session-port.js';
import { createContext } from '../trpc/context.js';
import { createCaller } from '../trpc/root.js';

const silent = pino({ level: 'silent' });

/** Calls procedures in-process as a given user (or signed out), without HTTP. */
export function callerFor(deps: { db: Db; config: Config }, userId?: number) {
  const session = memorySessionPort(userId);
  return { api: createCaller(createContext(deps, silent, session)), session };
}

/** The error a procedure call rejects with, so tests can check its code and message. */
export async function failureOf(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}
