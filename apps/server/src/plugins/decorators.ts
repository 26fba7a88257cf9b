import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { DatabaseHandle, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration (src/config/env.ts). */
    config: AppConfig;
    /** Drizzle, for repositories: `app.db.select().from(table)`. */
    db: Db;
    /** The database handle: driver kind, ping(), close(). */
    database: DatabaseHandle;
  }
}

export function decorateCore(app: FastifyInstance, config: AppConfig, database: DatabaseHandle): void {
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
}
