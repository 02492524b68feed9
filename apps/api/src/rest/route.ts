import type { ZodType } from 'zod';
import type { createCaller } from '../trpc/root.js';
import type { Access, RestMeta, RestRequest } from './meta.js';

export type Api = ReturnType<typeof createCaller>;

/** A REST route as served and documented: its procedure's metadata, input and output. */
export type RestRoute = RestMeta & {
  procedure: string;
  access: Access;
  /** The procedure counts calls per client address (trpc/rate-limit.ts). */
  rateLimited: boolean;
  /** The documented input besides the path, the path's own fields, and the answer. */
  docs: { input?: ZodType; pathInput?: ZodType; output?: ZodType };
  call: (api: Api, request: RestRequest) => Promise<unknown>;
};
