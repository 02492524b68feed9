import { sessionUserSchema } from '../modules/auth/auth.router.js';
import { appError } from '../trpc/errors.js';
import { defineRoutes } from './route.js';

/** The documented `/api/*` surface (spec §7), each path mapped onto its tRPC procedure. */
export const restRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/health',
    summary: 'Health of the service and its database',
    call: (api) => api.health.check(),
  },
  {
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in user and their church membership; 401 when signed out',
    call: async (api) => {
      const session = await api.auth.user();
      if (!session) throw appError('UNAUTHORIZED', 'You are not signed in.');
      return session;
    },
    docs: { output: sessionUserSchema },
  },
]);
