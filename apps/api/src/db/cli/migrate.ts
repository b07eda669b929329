/** `npm run db:migrate`: brings the configured database (DATABASE_URL) to the latest schema. */
import { loadConfig } from '../../config.ts';
import { createDb, describeDatabase } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';

const config = loadConfig();
const db = createDb({ url: config.databaseUrl, schema: config.databaseSchema });
try {
  console.log(`Migrating ${describeDatabase(config.databaseUrl)}`);
  const ran = await migrateToLatest(db, config.databaseSchema);
  console.log(ran.length ? ran.map((name) => `  applied ${name}`).join('\n') : '  already up to date');
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
