import type { SignableDocument } from '../api/signing-calls.ts';

/** The closing package in the order a borrower reads it (ENM-015 types). */
export const CLOSING_ORDER = [
  'NOTE',
  'ACCOUNT_OPENING_DISCLOSURE',
  'NOTICE_OF_RIGHT_TO_CANCEL',
  'STATEMENT_OF_LOAN',
  'RIGHT_NOT_TO_CLOSE',
  'GLBA_NOTICE',
] as const;

function rank(type: string): number {
  const index = (CLOSING_ORDER as readonly string[]).indexOf(type);
  return index === -1 ? CLOSING_ORDER.length : index;
}

export interface SigningProgress {
  next: SignableDocument | null;
  /** 1-based position of `next` among the documents to sign. */
  position: number;
  total: number;
}

function isSigned(document: SignableDocument): boolean {
  return Boolean(document.signed ?? document.signedDate);
}

/**
 * The closing documents signed on this page (the deed is signed later, before the notary): those
 * still signable and those already signed, in reading order.
 */
export function getDocumentsToSign(documents: readonly SignableDocument[]): SignableDocument[] {
  return documents
    .filter((document) => rank(document.type) < CLOSING_ORDER.length)
    .filter((document) => document.signable || isSigned(document))
    .sort((a, b) => rank(a.type) - rank(b.type));
}

/** Where the borrower is in `getDocumentsToSign`: the next to sign, its position, and how many in all. */
export function getSigningProgress(documents: readonly SignableDocument[]): SigningProgress {
  const toSign = getDocumentsToSign(documents);
  const signed = toSign.filter(isSigned).length;
  return {
    next: toSign.find((document) => !isSigned(document)) ?? null,
    position: signed + 1,
    total: toSign.length,
  };
}
