import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { DatabaseHandle, Db } from '../db/client.ts';
import type { NotificationFeed } from '../db/notification-feed.ts';
import { createDocumentStorage } from '../modules/documents/create-document-storage.ts';
import type { DocumentStorage } from '../modules/documents/document-storage.ts';
import { type DiskImportOptions, importDiskDocuments } from '../modules/documents/import-disk-documents.ts';
import type { RevocationCache } from '../modules/identity/revocation-cache.ts';
import type { TokenService } from '../modules/identity/token.service.ts';
import type { LifecycleHandle } from './jobs.ts';
import type { ShutdownState } from './shutdown.ts';

/**
 * Everything one app instance holds, in one place. Nothing of it lives in a module: two apps in
 * one process (tests, a staff console beside the API) share no state, and closing one leaves the
 * other whole. Core services are decorated here; the others by the plugin named beside them.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration (src/config/env.ts). */
    config: AppConfig;
    /** Drizzle, for repositories: `app.db.select().from(table)`. */
    db: Db;
    /** The database handle: driver kind, ping(), close(). */
    database: DatabaseHandle;
    /** The document files, encrypted under the PII key: in PostgreSQL, or `DATA_DIR/documents` on PGlite. */
    documents: DocumentStorage;
    /** plugins/shutdown.ts: set `closing` to answer every new request with 503 while in-flight ones finish. */
    shutdownState: ShutdownState;
    /** plugins/notification-feed.ts: the database's NOTIFY channels, for what must hear of commits. */
    notificationFeed: NotificationFeed;
    /** plugins/auth.ts: issues and verifies the HS256 tokens (modules/identity/token.service.ts). */
    tokens: TokenService;
    /** plugins/auth.ts: whether a token's jti is revoked; told at once of revocations here and elsewhere. */
    revocations: RevocationCache;
    /** plugins/auth.ts: an onRequest hook (before the body is read), a valid, unrevoked bearer token or 401 `{errors:['unauthenticated']}`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** plugins/jobs.ts: the lifecycle's providers and its job runner. */
    lifecycle: LifecycleHandle;
  }
}

export function decorateCore(app: FastifyInstance, config: AppConfig, database: DatabaseHandle): void {
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const storageOptions = { dataDir: config.dataDir, piiKey: config.piiKey };
  app.decorate('documents', createDocumentStorage(database, storageOptions));
  if (database.kind === 'postgres') {
    app.addHook('onReady', () => importDiskDocumentsOnStart(app, database, storageOptions));
  }
}

/** Files this instance kept on its disk before it ran on PostgreSQL join the shared store. */
async function importDiskDocumentsOnStart(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: DiskImportOptions,
): Promise<void> {
  const { imported, failed } = await importDiskDocuments(database.db, options);
  if (imported > 0) {
    app.log.info({ imported }, 'document files copied from DATA_DIR/documents into the database');
  }
  if (failed.length > 0) {
    app.log.warn({ failed }, 'document files in DATA_DIR/documents could not be read; left on disk');
  }
}
