export { loadConfig } from './config.js';
export { type Jobs, startJobs } from './jobs/runner.js';
export type { ErrorBody } from './rest/http-error.js';
export { createServer, type Server } from './server.js';
export type { AppRouter } from './trpc/root.js';
