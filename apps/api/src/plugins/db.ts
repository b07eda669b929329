import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { createDb, type Db } from '../db/connect.ts';
import { type DialectName, dialectOf } from '../db/dialect.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: DialectName;
  }
}

/** Opens the configured database for the app's lifetime and closes it with the app. */
async function dbPlugin(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const db = createDb({
    url: opts.config.databaseUrl,
    schema: opts.config.databaseSchema,
    poolSize: opts.config.databasePoolSize,
    readWorkers: opts.config.sqliteReadWorkers,
  });
  app.decorate('db', db);
  app.decorate('dialect', dialectOf(db));
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export default fp(dbPlugin, { name: 'db' });
