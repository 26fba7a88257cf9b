import { AppError } from '@hearth/domain/errors/app-error';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { helocApplications } from '../db/schema/index.ts';
import { readApplicationRow } from '../modules/application/stored-application.ts';
import type { ApplicationRecord } from './application-record.ts';

/** Locks one application row (`FOR UPDATE`) for the rest of the transaction; undefined when absent. */
export async function lockApplication(
  tx: Db,
  uuid: string,
  identityUuid?: string,
): Promise<ApplicationRecord | undefined> {
  const owner = identityUuid === undefined ? undefined : eq(helocApplications.identityUuid, identityUuid);
  const rows = await tx
    .select()
    .from(helocApplications)
    .where(owner ? and(eq(helocApplications.uuid, uuid), owner) : eq(helocApplications.uuid, uuid))
    .for('update');
  return rows[0] && readApplicationRow(rows[0]);
}

/**
 * For borrower writes: opens a transaction, locks the caller's application (someone else's, or a
 * missing one, is 404) and runs `work` in one transaction; a step job it sends commits with it.
 * Anything thrown rolls every write back, the move included.
 */
export async function withApplicationForUpdate<T>(
  db: Db,
  owner: { uuid: string; identityUuid: string },
  work: (tx: Db, application: ApplicationRecord) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, owner.uuid, owner.identityUuid);
    if (!application) {
      throw new AppError('NOT_FOUND');
    }
    return work(tx, application);
  });
}

/** A write that needs the application at one of `steps` (without moving it): 409 naming the step otherwise. */
export function assertApplicationStep(application: ApplicationRecord, steps: readonly string[]): void {
  if (!steps.includes(application.serverStep)) {
    throw new AppError('CONFLICT', [
      `The application is at ${application.serverStep}; this needs ${steps.join(' or ')}`,
    ]);
  }
}
