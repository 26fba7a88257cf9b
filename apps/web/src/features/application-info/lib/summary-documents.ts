import type { JourneyDocument } from '../../../lib/heloc-application.ts';

/** Signed at SUMMARY_DISCLOSURE, in reading order: the application, then the Reg Z early disclosure. */
export const SUMMARY_DOCUMENT_TYPES = ['APPLICATION_SUMMARY', 'EARLY_HELOC_DISCLOSURE'] as const;

export interface SummaryProgress {
  next: JourneyDocument | null;
  /** 1-based position of `next`. */
  position: number;
  total: number;
}

function isSigned(document: JourneyDocument): boolean {
  return Boolean(document.signed ?? document.signedDate);
}

/** The summary documents still to sign and those signed, in reading order. */
export function getSummaryProgress(documents: readonly JourneyDocument[]): SummaryProgress {
  const rank = (type: string) => (SUMMARY_DOCUMENT_TYPES as readonly string[]).indexOf(type);
  const ours = documents
    .filter((document) => rank(document.type) >= 0 && (document.signable || isSigned(document)))
    .sort((a, b) => rank(a.type) - rank(b.type));
  const signed = ours.filter(isSigned).length;
  return {
    next: ours.find((document) => !isSigned(document)) ?? null,
    position: signed + 1,
    total: ours.length,
  };
}
