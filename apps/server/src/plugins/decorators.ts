import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { DatabaseHandle, Db } from '../db/client.ts';
import { createDocumentStorage, type DocumentStorage } from '../modules/documents/document-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration (src/config/env.ts). */
    config: AppConfig;
    /** Drizzle, for repositories: `app.db.select().from(table)`. */
    db: Db;
    /** The database handle: driver kind, ping(), close(). */
    database: DatabaseHandle;
    /** This app's document files: `DATA_DIR/documents`, encrypted under its PII key. */
    documents: DocumentStorage;
  }
}

export function decorateCore(app: FastifyInstance, config: AppConfig, database: DatabaseHandle): void {
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('documents', createDocumentStorage({ dataDir: config.dataDir, piiKey: config.piiKey }));
}
