import { AppError } from '@hearth/domain/errors/app-error';
import { type RegisterData, zRegisterData } from '@hearth/domain/registration/register-data';
import {
  type RegisterDraft,
  type RegisterDraftBody,
  zRegisterDraftBody,
} from '@hearth/domain/registration/register-draft';
import type { Db } from '../../db/client.ts';
import { decryptJsonColumn, type EncryptedJsonColumn, encryptJsonColumn } from '../../db/encrypted-json.ts';
import { StoredDataError } from '../../db/stored-data-error.ts';
import { deleteRegisterDraft, findRegisterDraft, upsertRegisterDraft } from './register-draft.repository.ts';

type DraftKey = { identityUuid: string; organizationCode: string };

/** The form's answers, kept encrypted: they hold the borrower's name, birth date and address. */
const DRAFT_DATA_COLUMN: EncryptedJsonColumn<RegisterData> = {
  table: 'register_drafts',
  column: 'dataEncrypted',
  schema: zRegisterData,
};

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
    dataEncrypted: encryptJsonColumn(DRAFT_DATA_COLUMN, body.data, piiKey),
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
  const draft = readDraftBody(row, piiKey);
  if (!draft) {
    // A draft written under older rules: drop it rather than resume into a broken form.
    await deleteRegisterDraft(db, key);
    throw new AppError('NOT_FOUND');
  }
  return { ...draft, updatedAt: row.updatedAt.toISOString() };
}

function readDraftBody(
  row: { step: string; dataEncrypted: string; identityUuid: string },
  piiKey: Buffer,
): RegisterDraftBody | undefined {
  try {
    const data = decryptJsonColumn(DRAFT_DATA_COLUMN, row.dataEncrypted, piiKey, row.identityUuid);
    return zRegisterDraftBody.safeParse({ step: row.step, data }).data;
  } catch (error) {
    if (error instanceof StoredDataError) {
      return undefined;
    }
    throw error;
  }
}

export async function discardRegisterDraft(db: Db, key: DraftKey): Promise<void> {
  await deleteRegisterDraft(db, key);
}
