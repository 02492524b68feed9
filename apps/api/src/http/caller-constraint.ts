import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { isAnonymous } from '../rest/http-cache.js';

export const ANONYMOUS_CALLER = 'anonymous';

type RouterOptions = NonNullable<FastifyServerOptions['routerOptions']>;
type ConstraintStrategy = NonNullable<RouterOptions['constraints']>[string];
type RouteHandler = Parameters<ReturnType<ConstraintStrategy['storage']>['set']>[1];

/**
 * A route constraint (find-my-way's custom strategy) that tells anonymous callers (no Cookie, no
 * Authorization: the same test as the shared-cache rule) from the rest. A route registered with
 * `constraints: { caller: ANONYMOUS_CALLER }` answers them; every other caller falls through to
 * the unconstrained route of the same path.
 */
export const callerConstraint: ConstraintStrategy = {
  name: 'caller',
  mustMatchWhenDerived: false,
  storage() {
    const handlers = new Map<unknown, RouteHandler>();
    return {
      get: (value: unknown) => handlers.get(value) ?? null,
      set: (value: unknown, handler: RouteHandler) => {
        handlers.set(value, handler);
      },
    };
  },
  deriveConstraint: (request: IncomingMessage) =>
    isAnonymous(request.headers) ? ANONYMOUS_CALLER : 'identified',
  validate(value: unknown) {
    if (value !== ANONYMOUS_CALLER)
      throw new Error(`caller: only "${ANONYMOUS_CALLER}" may be named`);
  },
};
