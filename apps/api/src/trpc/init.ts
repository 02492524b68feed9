import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { AppContext } from './context.js';
import { appCodeOf, describeZodError } from './errors.js';

const t = initTRPC.context<AppContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : undefined;
    return {
      ...shape,
      // tRPC puts zod's raw JSON in the message; clients get the readable sentence instead.
      message: zodError ? describeZodError(zodError) : shape.message,
      data: {
        ...shape.data,
        appCode: appCodeOf(error),
        fieldErrors: zodError ? zodError.flatten().fieldErrors : undefined,
        stack: undefined,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Anyone, signed in or not. The signed-in levels arrive with accounts (issue 4). */
export const publicProcedure = t.procedure;
