import type { DocumentType } from '@hearth/domain/enums/document-type';
import type { DocumentData } from '../document-data.ts';
import type { DocumentContent } from '../pdf/document-lines.ts';
import { buildAccountOpeningDisclosure } from './account-opening-disclosure.ts';
import { buildAdverseActionNotice } from './adverse-action-notice.ts';
import { buildApplicationSummary } from './application-summary.ts';
import { buildDeedOfTrust } from './deed-of-trust.ts';
import { buildESignConsent } from './e-sign-consent.ts';
import { buildEarlyHelocDisclosure } from './early-heloc-disclosure.ts';
import { buildGlbaPrivacyNotice } from './glba-privacy-notice.ts';
import { buildHelocAgreement } from './heloc-agreement.ts';
import { buildRightToCancel } from './right-to-cancel.ts';

export interface ContentOptions {
  /** yyyy-MM-dd: the transaction (consummation) date the rescission period runs from. */
  transactionDate?: string;
}

const BUILDERS = {
  APPLICATION_SUMMARY: (data) => buildApplicationSummary(data),
  EARLY_HELOC_DISCLOSURE: (data) => buildEarlyHelocDisclosure(data),
  E_SIGN_CONSENT: (data) => buildESignConsent(data),
  NOTE: (data) => buildHelocAgreement(data),
  DEED_OF_TRUST: (data) => buildDeedOfTrust(data),
  NOTICE_OF_RIGHT_TO_CANCEL: (data, options) => buildRightToCancel(data, options.transactionDate),
  ADVERSE_ACTION_NOTICE: (data) => buildAdverseActionNotice(data),
  ACCOUNT_OPENING_DISCLOSURE: (data) => buildAccountOpeningDisclosure(data),
  GLBA_NOTICE: (data) => buildGlbaPrivacyNotice(data),
} satisfies Partial<Record<DocumentType, (data: DocumentData, options: ContentOptions) => DocumentContent>>;

export type GeneratedDocumentType = keyof typeof BUILDERS;
export const GENERATED_DOCUMENT_TYPES = Object.keys(BUILDERS) as GeneratedDocumentType[];

export function isGeneratedDocumentType(type: string): type is GeneratedDocumentType {
  return Object.hasOwn(BUILDERS, type);
}

/** The lines of one generated document: a pure function of the data (tested without a PDF). */
export function buildDocumentContent(
  type: GeneratedDocumentType,
  data: DocumentData,
  options: ContentOptions = {},
): DocumentContent {
  return BUILDERS[type](data, options);
}
