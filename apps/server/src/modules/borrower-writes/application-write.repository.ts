import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helocApplications, type StoredApplicationStatus } from '../../db/schema/index.ts';
import type { ApplicationPatch, ApplicationRecord } from '../../lifecycle/application-record.ts';
import { checkApplicationWrite, readApplicationRow } from '../application/stored-application.ts';

/**
 * A borrower write that does not move the step (a link added, an invitation sent): the columns
 * and status flags in the caller's transaction, on the row the caller has locked.
 */
export async function updateApplication(
  tx: Db,
  uuid: string,
  patch: ApplicationPatch & { status?: StoredApplicationStatus },
): Promise<ApplicationRecord> {
  const [row] = await tx
    .update(helocApplications)
    .set({ ...checkApplicationWrite(patch), updatedDate: new Date() })
    .where(eq(helocApplications.uuid, uuid))
    .returning();
  if (!row) {
    throw new Error(`heloc_applications ${uuid} vanished under its lock`);
  }
  return readApplicationRow(row);
}
