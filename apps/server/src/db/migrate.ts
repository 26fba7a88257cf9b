import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../lib/paths.ts';
import type { DatabaseHandle } from './client.ts';
import { installJobQueues } from './job-queues.ts';

/** Any fixed number: serialises migrations when several instances start against one server. */
const MIGRATION_LOCK_ID = 4_242_001;

export class MigrationError extends Error {
  constructor(cause: unknown) {
    super(`Database migration failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

/**
 * Applies the forward-only migrations in `apps/server/drizzle` with the driver's own migrator, then
 * pg-boss's own schema and the lifecycle queues (transitions write step jobs into them).
 * Rejects with a MigrationError when any migration fails (the failed one is rolled back).
 */
export async function runMigrations(
  handle: DatabaseHandle,
  migrationsFolder: string = MIGRATIONS_DIR,
): Promise<void> {
  try {
    if (handle.pglite) {
      await migratePglite(drizzlePglite({ client: handle.pglite }), { migrationsFolder });
    } else if (handle.pool) {
      await migratePostgresWithLock(handle.pool, migrationsFolder);
    } else {
      throw new Error('the database handle has neither a PGlite client nor a pool');
    }
    await installJobQueues(handle);
  } catch (error) {
    throw new MigrationError(error);
  }
}

async function migratePostgresWithLock(pool: NonNullable<DatabaseHandle['pool']>, migrationsFolder: string) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
