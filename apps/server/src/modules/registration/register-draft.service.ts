import { AppError } from '@hearth/domain/errors/app-error';
import {
  type RegisterDraft,
  type RegisterDraftBody,
  zRegisterDraftBody,
} from '@hearth/domain/registration/register-draft';
import type { Db } from '../../db/client.ts';
import { decryptPii, encryptPii } from '../../lib/pii.ts';
import { deleteRegisterDraft, findRegisterDraft, upsertRegisterDraft } from './register-draft.repository.ts';

type DraftKey = { identityUuid: string; organizationCode: string };

export async function saveRegisterDraft(
  db: Db,
  piiKey: Buffer,
  key: DraftKey,
  body: RegisterDraftBody,
  now: Date,
): Promise<RegisterDraft> {
  await upsertRegisterDraft(db, {
    ...key,
    step: body.step,
    dataEncrypted: encryptPii(JSON.stringify(body.data), piiKey),
    updatedAt: now,
  });
  return { ...body, updatedAt: now.toISOString() };
}

/** The caller's own draft for this lender, or 404 (nobody else's is ever reachable). */
export async function readRegisterDraft(db: Db, piiKey: Buffer, key: DraftKey): Promise<RegisterDraft> {
  const row = await findRegisterDraft(db, key);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  const parsed = zRegisterDraftBody.safeParse({
    step: row.step,
    data: JSON.parse(decryptPii(row.dataEncrypted, piiKey)) as unknown,
  });
  if (!parsed.success) {
    // A draft written under older rules: drop it rather than resume into a broken form.
    await deleteRegisterDraft(db, key);
    throw new AppError('NOT_FOUND');
  }
  return { ...parsed.data, updatedAt: row.updatedAt.toISOString() };
}

export async function discardRegisterDraft(db: Db, key: DraftKey): Promise<void> {
  await deleteRegisterDraft(db, key);
}
