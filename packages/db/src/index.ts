export {
  type CreateDbOptions,
  createDb,
  type DbEngine,
  type DbHandle,
  type ExecuteSql,
} from './create-db.js';
export { migrateToLatest } from './migrate.js';
export { migrations } from './migrations/index.js';
export { PREPARED, prepared } from './prepared-statements.js';
export type * from './schema/index.js';
export { DEMO_CREDENTIALS } from './seed/credentials.js';
export { type SeedDemoOptions, seedDemo } from './seed/index.js';
export { type LatLng, zipCentroid } from './zip-centroids.js';
