import { zDocumentType } from '@hearth/domain/enums/document-type';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import {
  type DocumentRow,
  type DocumentStatus,
  findApplicationDocument,
  listDocuments,
} from './document.repository.ts';
import { canReadDocument, type DocumentReader, findDocumentReader } from './document-access.ts';
import type { DocumentStorage } from './document-storage.ts';
import type { DocumentSummary } from './documents.schemas.ts';

export function toDocumentSummary(row: DocumentRow): DocumentSummary {
  const signed = row.status === 'SIGNED';
  return {
    uuid: row.uuid,
    type: zDocumentType.parse(row.type),
    status: row.status as DocumentStatus,
    filename: row.filename,
    mime: row.mime,
    size: signed && row.signedSize !== null ? row.signedSize : row.size,
    createdDate: row.createdAt.toISOString(),
    signed,
    signedDate: row.signedAt?.toISOString() ?? null,
    signable: row.status === 'GENERATED' && row.mime === 'application/pdf',
  };
}

async function requireReader(db: Db, identityUuid: string, applicationUuid: string): Promise<DocumentReader> {
  const reader = await findDocumentReader(db, applicationUuid, identityUuid);
  if (!reader) {
    throw new AppError('NOT_FOUND');
  }
  return reader;
}

/** The documents of one application the caller may read; 404 for anyone who is not an owner (no IDOR). */
export async function listOwnDocuments(
  db: Db,
  identityUuid: string,
  applicationUuid: string,
): Promise<DocumentSummary[]> {
  const reader = await requireReader(db, identityUuid, applicationUuid);
  const rows = await listDocuments(db, applicationUuid);
  return rows.filter((row) => canReadDocument(reader, row)).map(toDocumentSummary);
}

export interface DocumentFile {
  bytes: Buffer;
  mime: string;
  filename: string;
}

/**
 * The file of one document (the signed copy once signed). 404 when the application is not the
 * caller's, and when the document belongs to another application.
 */
export async function readOwnDocument(
  db: Db,
  identityUuid: string,
  params: { applicationUuid: string; documentUuid: string },
  storage: DocumentStorage,
): Promise<DocumentFile> {
  const reader = await requireReader(db, identityUuid, params.applicationUuid);
  const row = await findApplicationDocument(db, params.applicationUuid, params.documentUuid);
  if (!row || !canReadDocument(reader, row)) {
    throw new AppError('NOT_FOUND');
  }
  const signedCopy = row.status === 'SIGNED' ? row.signedStorageKey : null;
  const bytes = await storage.read(signedCopy ?? row.storageKey, db);
  const filename = signedCopy ? row.filename.replace(/(\.[a-z]+)$/, '-signed$1') : row.filename;
  return { bytes, mime: row.mime, filename };
}
