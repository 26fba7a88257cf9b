import { buildApp } from '../app.ts';
import type { AppConfig } from '../config/env.ts';
import { createDatabase, type DatabaseHandle, databaseOptionsFor } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { checkSharedSecrets } from '../db/secret-fingerprints.ts';
import { seedDemoData } from '../db/seed.ts';
import type { App } from './create-core-app.ts';
import { closeGracefully } from './graceful-shutdown.ts';

export interface StartedServer {
  app: App;
  address: string;
  /** Graceful stop: 503 for new requests, in-flight ones finish, database closed (10 s limit). */
  stop(): Promise<void>;
}

export interface StartOptions {
  migrationsFolder?: string;
  shutdownTimeoutMs?: number;
}

/**
 * Opens the database, applies migrations (a failure rejects before anything listens), checks the
 * secrets are the ones the database was first started with, builds the app, seeds the demo data
 * (the seed itself skips production), and listens on HOST:PORT.
 */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<StartedServer> {
  const database = await createDatabase(databaseOptionsFor(config));
  let app: App | undefined;
  try {
    await runMigrations(database, options.migrationsFolder);
    await checkSharedSecrets(database.db, database.kind, [
      { variable: 'JWT_SECRET', value: config.jwtSecret },
      { variable: 'PII_KEY', value: config.piiKey },
    ]);
    app = await buildApp(config, { db: database, warmUpServerRender: true });
    await seedDemoData(app);
    const address = await app.listen({ port: config.port, host: config.host });
    const started = app;
    return {
      app: started,
      address,
      stop: () => closeGracefully(started, () => database.close(), options.shutdownTimeoutMs),
    };
  } catch (error) {
    await closeQuietly(app, database);
    throw error;
  }
}

async function closeQuietly(app: App | undefined, database: DatabaseHandle): Promise<void> {
  await app?.close().catch(() => undefined);
  await database.close().catch(() => undefined);
}
