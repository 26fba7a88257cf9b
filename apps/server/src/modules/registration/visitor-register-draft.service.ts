import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@hearth/domain/errors/app-error';
import { type RegisterData, zRegisterData } from '@hearth/domain/registration/register-data';
import type {
  VisitorRegisterDraft,
  VisitorRegisterDraftBody,
} from '@hearth/domain/registration/register-draft';
import type { Db } from '../../db/client.ts';
import { decryptJsonColumn, type EncryptedJsonColumn, encryptJsonColumn } from '../../db/encrypted-json.ts';
import { StoredDataError } from '../../db/stored-data-error.ts';
import {
  deleteExpiredVisitorRegisterDrafts,
  deleteVisitorRegisterDraft,
  findVisitorRegisterDraft,
  upsertVisitorRegisterDraft,
} from './visitor-register-draft.repository.ts';

/** A visitor's draft is kept one day after its last save. */
export const VISITOR_DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes (256 bits), base64url: the cookie's value, the draft's only key. */
const DRAFT_ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function createVisitorDraftId(): string {
  return randomBytes(32).toString('base64url');
}

/** The cookie's id when it has the shape this server hands out; undefined otherwise. */
export function readVisitorDraftId(value: string | undefined): string | undefined {
  return value !== undefined && DRAFT_ID_SHAPE.test(value) ? value : undefined;
}

type DraftKey = { id: string; organizationCode: string };

/** The stored key: the id's SHA-256, so the table alone names no visitor's cookie. */
const toStoredKey = (key: DraftKey) => ({
  idHash: createHash('sha256').update(key.id).digest('hex'),
  organizationCode: key.organizationCode,
});

/** The answers, kept encrypted: they hold the visitor's name, birth date, phone and addresses. */
const DRAFT_DATA_COLUMN: EncryptedJsonColumn<RegisterData> = {
  table: 'visitor_register_drafts',
  column: 'dataEncrypted',
  schema: zRegisterData,
};

export async function saveVisitorRegisterDraft(
  db: Db,
  piiKey: Buffer,
  key: DraftKey,
  body: VisitorRegisterDraftBody,
  now: Date,
): Promise<VisitorRegisterDraft> {
  await deleteExpiredVisitorRegisterDrafts(db, now);
  await upsertVisitorRegisterDraft(db, {
    ...toStoredKey(key),
    dataEncrypted: encryptJsonColumn(DRAFT_DATA_COLUMN, body.data, piiKey),
    updatedAt: now,
    expiresAt: new Date(now.getTime() + VISITOR_DRAFT_LIFETIME_MS),
  });
  return { ...body, updatedAt: now.toISOString() };
}

/** The draft the cookie names for this lender, or 404 (none, expired, or unreadable). */
export async function readVisitorRegisterDraft(
  db: Db,
  piiKey: Buffer,
  key: DraftKey,
  now: Date,
): Promise<VisitorRegisterDraft> {
  const stored = toStoredKey(key);
  const row = await findVisitorRegisterDraft(db, stored, now);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  try {
    const data = decryptJsonColumn(DRAFT_DATA_COLUMN, row.dataEncrypted, piiKey);
    return { data, updatedAt: row.updatedAt.toISOString() };
  } catch (error) {
    if (error instanceof StoredDataError) {
      // A draft written under older rules: drop it rather than resume into a broken form.
      await deleteVisitorRegisterDraft(db, stored);
      throw new AppError('NOT_FOUND');
    }
    throw error;
  }
}

export async function discardVisitorRegisterDraft(db: Db, key: DraftKey): Promise<void> {
  await deleteVisitorRegisterDraft(db, toStoredKey(key));
}
