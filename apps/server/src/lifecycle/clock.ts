import { AppError } from '@hearth/domain/errors/app-error';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sandboxClock } from '../db/schema/index.ts';

/** What waiting periods (notary, rescission) read: wall time plus the sandbox offset. */
export interface Clock {
  now(): Promise<Date>;
}

export const SANDBOX_CLOCK_IN_PRODUCTION = 'The sandbox clock is not available in production';

function isProductionProcess(): boolean {
  return process.env.NODE_ENV === 'production';
}

/** The sandbox offset in ms (0 when never advanced, and always 0 in production). */
export async function readSandboxOffset(db: Db): Promise<number> {
  if (isProductionProcess()) {
    return 0;
  }
  const rows = await db
    .select({ offsetMs: sandboxClock.offsetMs })
    .from(sandboxClock)
    .where(eq(sandboxClock.id, 1));
  return rows[0]?.offsetMs ?? 0;
}

/**
 * Wall time plus the offset stored in the database, so every process and test sees the same
 * time. Inside a transaction pass the transaction (PGlite has one connection).
 */
export async function now(db: Db): Promise<Date> {
  const offset = await readSandboxOffset(db);
  return new Date(Date.now() + offset);
}

export function createClock(db: Db): Clock {
  return { now: () => now(db) };
}

/** Moves the sandbox clock forward by `ms` (ops API, tests); refused in production. Returns the new time. */
export async function advanceSandboxClock(
  db: Db,
  ms: number,
  options: { isProduction?: boolean } = {},
): Promise<Date> {
  if (options.isProduction ?? isProductionProcess()) {
    throw new AppError('FORBIDDEN', [SANDBOX_CLOCK_IN_PRODUCTION]);
  }
  if (!Number.isFinite(ms) || ms < 0) {
    throw new AppError('VALIDATION', ['The sandbox clock only moves forward']);
  }
  const [row] = await db
    .insert(sandboxClock)
    .values({ id: 1, offsetMs: Math.round(ms) })
    .onConflictDoUpdate({
      target: sandboxClock.id,
      set: { offsetMs: sql`${sandboxClock.offsetMs} + ${Math.round(ms)}`, updatedAt: new Date() },
    })
    .returning({ offsetMs: sandboxClock.offsetMs });
  return new Date(Date.now() + (row?.offsetMs ?? 0));
}

/** Back to wall time (tests, demos). Refused in production like advancing. */
export async function resetSandboxClock(db: Db, options: { isProduction?: boolean } = {}): Promise<void> {
  if (options.isProduction ?? isProductionProcess()) {
    throw new AppError('FORBIDDEN', [SANDBOX_CLOCK_IN_PRODUCTION]);
  }
  await db.delete(sandboxClock).where(eq(sandboxClock.id, 1));
}
