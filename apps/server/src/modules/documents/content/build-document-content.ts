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
import { buildAdverseActionNoticeEs } from './spanish/adverse-action-notice.ts';
import { spanishBesideEnglish, TRANSLATION_NOTE } from './spanish/bilingual.ts';
import { buildEarlyHelocDisclosureEs } from './spanish/early-heloc-disclosure.ts';
import { buildGlbaPrivacyNoticeEs } from './spanish/glba-privacy-notice.ts';
import { buildRightToCancelEs } from './spanish/right-to-cancel.ts';

export interface ContentOptions {
  /** yyyy-MM-dd: the transaction (consummation) date the rescission period runs from. */
  transactionDate?: string;
}

type Builder = (data: DocumentData, options: ContentOptions) => DocumentContent;

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
} satisfies Partial<Record<DocumentType, Builder>>;

export type GeneratedDocumentType = keyof typeof BUILDERS;

interface SpanishVersion {
  build: Builder;
  /** Opens the Spanish: it is a translation, and which text rules (decision 035). */
  note: string;
}

/**
 * Decision 035: the disclosures and notices a lender may give in Spanish, each given to a Spanish-
 * speaking borrower beside its English original (in the same file), the English text controlling.
 */
const SPANISH_VERSIONS: Partial<Record<GeneratedDocumentType, SpanishVersion>> = {
  EARLY_HELOC_DISCLOSURE: { build: (data) => buildEarlyHelocDisclosureEs(data), note: TRANSLATION_NOTE },
  NOTICE_OF_RIGHT_TO_CANCEL: {
    build: (data, options) => buildRightToCancelEs(data, options.transactionDate),
    note: `${TRANSLATION_NOTE} Puede cancelar usando cualquiera de las dos versiones; el plazo para cancelar es el mismo en ambas.`,
  },
  ADVERSE_ACTION_NOTICE: { build: (data) => buildAdverseActionNoticeEs(data), note: TRANSLATION_NOTE },
  GLBA_NOTICE: { build: (data) => buildGlbaPrivacyNoticeEs(data), note: TRANSLATION_NOTE },
};

/** The documents a Spanish-speaking borrower receives in Spanish (beside the English). */
export const SPANISH_DOCUMENT_TYPES = Object.keys(SPANISH_VERSIONS) as GeneratedDocumentType[];
export const GENERATED_DOCUMENT_TYPES = Object.keys(BUILDERS) as GeneratedDocumentType[];

export function isGeneratedDocumentType(type: string): type is GeneratedDocumentType {
  return Object.hasOwn(BUILDERS, type);
}

/**
 * The lines of one generated document: a pure function of the data (tested without a PDF). For a
 * Spanish-speaking borrower a document with a Spanish version carries it, then the English.
 */
export function buildDocumentContent(
  type: GeneratedDocumentType,
  data: DocumentData,
  options: ContentOptions = {},
): DocumentContent {
  const english = BUILDERS[type](data, options);
  const spanish = data.language === 'es' ? SPANISH_VERSIONS[type] : undefined;
  return spanish ? spanishBesideEnglish(spanish.build(data, options), english, spanish.note) : english;
}

/** The language a generated document opens in: Spanish when it carries a Spanish version. */
export function documentLanguage(type: GeneratedDocumentType, data: DocumentData): DocumentData['language'] {
  return data.language === 'es' && SPANISH_VERSIONS[type] ? 'es' : 'en';
}
