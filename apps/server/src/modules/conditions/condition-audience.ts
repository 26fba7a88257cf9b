import type { Db } from '../../db/client.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import { findSigner } from '../signer/signer-access.ts';
import { findApplicationByUuid } from '../signer/signer-records.ts';

/**
 * Whom the caller's conditions are addressed to: the borrower (the application's owner) sees the
 * conditions asked of them; an additional signer (SGN-002) only those asked of their own entry.
 * Undefined for anyone else (404, no IDOR).
 */
export type ConditionAudience = { signerUuid: string | null };

export async function findConditionAudience(
  db: Db,
  applicationUuid: string,
  identityUuid: string,
): Promise<ConditionAudience | undefined> {
  if (await findApplicationForOwner(db, applicationUuid, identityUuid)) {
    return { signerUuid: null };
  }
  const signer = findSigner(await findApplicationByUuid(db, applicationUuid), identityUuid);
  return signer ? { signerUuid: signer.uuid } : undefined;
}
