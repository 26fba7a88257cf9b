import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import { type DocumentRow, lockDocument, updateDocument } from './document.repository.ts';
import { type DocumentStorage, getDocumentStorage, sha256Hex } from './document-storage.ts';
import { decodeSignaturePng, validateTypedSignature } from './signature-input.ts';
import { type StampSignature, stampPdf } from './stamp-pdf.ts';

export type SignatureInput = { kind: 'TYPED'; text: string } | { kind: 'DRAWN'; pngBase64: string };

export interface SignDocumentInput {
  documentUuid: string;
  signer: { identityUuid: string; name: string };
  ip: string;
  signature: SignatureInput;
  /** Signing time; defaults to now (pass the lifecycle clock's `now()`). */
  now?: Date;
  storage?: DocumentStorage;
}

export const ALREADY_SIGNED_MESSAGE = 'This document is already signed';
export const NOT_SIGNABLE_MESSAGE = 'Only documents we generated can be signed';

function toStampSignature(signature: SignatureInput): StampSignature {
  return signature.kind === 'TYPED'
    ? { kind: 'TYPED', text: validateTypedSignature(signature.text) }
    : { kind: 'DRAWN', png: decodeSignaturePng(signature.pngBase64) };
}

/**
 * Decision 007 seam: stores a signed copy stamped on every page (signer, time, IP, the original's
 * SHA-256 and the signature) next to the untouched original, and records the signature on the row.
 * The caller checks ownership and the step; this refuses unknown, uploaded or already-signed documents.
 */
export async function signDocument(tx: Db, input: SignDocumentInput): Promise<DocumentRow> {
  const storage = input.storage ?? getDocumentStorage();
  const signedAt = input.now ?? new Date();
  const signature = toStampSignature(input.signature);
  const document = await lockDocument(tx, input.documentUuid);
  if (!document) {
    throw new AppError('NOT_FOUND');
  }
  if (document.status === 'SIGNED') {
    throw new AppError('CONFLICT', [ALREADY_SIGNED_MESSAGE]);
  }
  if (document.status !== 'GENERATED' || document.mime !== 'application/pdf') {
    throw new AppError('CONFLICT', [NOT_SIGNABLE_MESSAGE]);
  }
  const original = await storage.read(document.storageKey);
  if (sha256Hex(original) !== document.sha256) {
    throw new Error(`document ${document.uuid}: the stored file does not match its recorded hash`);
  }
  const signed = await stampPdf(original, {
    signerName: input.signer.name,
    signedAt,
    ip: input.ip,
    originalSha256: document.sha256,
    signature,
  });
  const file = await storage.write(signed, 'pdf');
  try {
    return await updateDocument(tx, document.uuid, {
      status: 'SIGNED',
      signedStorageKey: file.storageKey,
      signedSha256: file.sha256,
      signedSize: file.size,
      signedByIdentityUuid: input.signer.identityUuid,
      signedByName: input.signer.name,
      signedAt,
      signedIp: input.ip,
      signatureKind: signature.kind,
    });
  } catch (error) {
    await storage.remove(file.storageKey);
    throw error;
  }
}
