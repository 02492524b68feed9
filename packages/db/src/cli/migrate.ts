import { createDb } from '../create-db.js';
import { migrateToLatest } from '../migrate.js';

// `pnpm db:migrate`: DATABASE_URL when set, else the embedded database under .data/.
const handle = await createDb({ url: process.env.DATABASE_URL || undefined });
try {
  await migrateToLatest(handle.db);
  console.log(`Migrated the ${handle.engine} database to the latest schema.`);
} finally {
  await handle.close();
}
