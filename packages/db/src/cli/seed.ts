import { createDb } from '../create-db.js';
import { migrateToLatest } from '../migrate.js';
import { DEMO_CREDENTIALS } from '../seed/credentials.js';
import { seedDemo } from '../seed/index.js';

// `pnpm db:seed`: migrates first, so it works on a brand-new database.
const handle = await createDb({ url: process.env.DATABASE_URL || undefined });
try {
  await migrateToLatest(handle.db);
  const { seeded } = await seedDemo(handle.db);
  if (seeded) {
    const { churchUser, admin } = DEMO_CREDENTIALS;
    console.log(`Seeded the ${handle.engine} database with demo data.`);
    console.log(`  church user: ${churchUser.username} / ${churchUser.password}`);
    console.log(`  administrator: ${admin.email} / ${admin.password}`);
  } else {
    console.log('The database already has churches; the demo seed was skipped.');
  }
} finally {
  await handle.close();
}
