import { authRouter } from '../modules/auth/auth.router.js';
import { healthRouter } from '../modules/health/health.router.js';
import { createCallerFactory, router } from './init.js';

export const appRouter = router({
  auth: authRouter,
  health: healthRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
