import { AppError } from '@hearth/domain/errors/app-error';
import { SIGNING_MESSAGES } from '@hearth/domain/journey/document-signing';
import { type LegalName, matchesLegalName } from '@hearth/domain/journey/signature-name';
import type { Db } from '../../db/client.ts';
import { type DocumentRow, lockDocument, updateDocument } from './document.repository.ts';
import { type DocumentStorage, sha256Hex } from './document-storage.ts';
import { decodeSignaturePng, validateTypedSignature } from './signature-input.ts';
import { type StampSignature, stampPdf } from './stamp-pdf.ts';

export type SignatureInput = { kind: 'TYPED'; text: string } | { kind: 'DRAWN'; pngBase64: string };

export interface SignDocumentInput {
  documentUuid: string;
  /** `name` is stamped; a typed signature must be `legalName` (the rule the signing pages share). */
  signer: { identityUuid: string; name: string; legalName: LegalName };
  ip: string;
  /** The signer's browser, as its request said (null when it said nothing). */
  userAgent?: string | null;
  signature: SignatureInput;
  /** Signing time; defaults to now (pass the lifecycle clock's `now()`). */
  now?: Date;
  storage: DocumentStorage;
}

export const ALREADY_SIGNED_MESSAGE = 'This document is already signed';
export const NOT_SIGNABLE_MESSAGE = 'Only documents we generated can be signed';

function toStampSignature(signature: SignatureInput, legalName: LegalName): StampSignature {
  if (signature.kind === 'DRAWN') {
    return { kind: 'DRAWN', png: decodeSignaturePng(signature.pngBase64) };
  }
  const text = validateTypedSignature(signature.text);
  if (!matchesLegalName(text, legalName)) {
    throw new AppError('VALIDATION', [SIGNING_MESSAGES.typedNotLegalName]);
  }
  return { kind: 'TYPED', text };
}

/** A user agent as recorded: trimmed, and bounded so a hostile header cannot bloat the row. */
const MAX_USER_AGENT_LENGTH = 512;

/**
 * Decision 007 seam: stores a signed copy stamped on every page (signer, time, IP, the original's
 * SHA-256 and the signature) next to the untouched original, and records the signature on the row:
 * what was typed, when, from which IP and browser, and the SHA-256 of the bytes the signer was
 * shown (the original, hashed here as it is read for stamping). A typed signature that is not the
 * signer's legal name is refused before anything is stored. The caller checks ownership and the
 * step; this refuses unknown, uploaded or already-signed documents.
 */
export async function signDocument(tx: Db, input: SignDocumentInput): Promise<DocumentRow> {
  const { storage } = input;
  const signedAt = input.now ?? new Date();
  const signature = toStampSignature(input.signature, input.signer.legalName);
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
  const original = await storage.read(document.storageKey, tx);
  const shownSha256 = sha256Hex(original);
  if (shownSha256 !== document.sha256) {
    throw new Error(`document ${document.uuid}: the stored file does not match its recorded hash`);
  }
  const signed = await stampPdf(original, {
    signerName: input.signer.name,
    signedAt,
    ip: input.ip,
    originalSha256: document.sha256,
    signature,
  });
  const file = await storage.write(signed, 'pdf', tx);
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
      signatureText: input.signature.kind === 'TYPED' ? input.signature.text : null,
      signedUserAgent: input.userAgent?.trim().slice(0, MAX_USER_AGENT_LENGTH) || null,
      signedDocumentSha256: shownSha256,
    });
  } catch (error) {
    await storage.remove(file.storageKey);
    throw error;
  }
}
