import type { HmdaDisclosure, HmdaQuestion } from '@hearth/domain/journey/hmda';
import type { Language } from '@hearth/domain/profile/language';
/**
 * Everything a generated document prints, gathered once (load-document-data.ts) so the content
 * builders in ./content stay pure functions of this value.
 */
export interface DocumentLender {
  name: string;
  shortName: string;
  product: string;
  nmlsNumber: string;
  /** One line: "500 Market Street, Suite 1200, San Francisco, CA 94105". */
  address: string;
  supportPhone: string;
  supportEmail: string;
}

export interface DocumentBorrower {
  fullName: string;
  email?: string;
  phone?: string;
  /** Masked to the year only (lib/pii.ts maskDob); the full date is never printed. */
  dobMasked?: string;
  homeAddress?: string;
}

/** The terms of the line the borrower selected (money in dollars, rates in percent). */
export interface DocumentOfferTerms {
  type?: string;
  amount: number;
  term: number;
  rate: number;
  /** The index (prime) rate the margin sits over. */
  baseRate?: number;
  /** The APR with the autopay discount. */
  otherRate?: number;
  /** The fee in percent of the initial draw (CON-003). */
  originationFeePercent?: number;
  /** The offer set's dollar cap on the fee (`ofeeMaxThreshold`). */
  feeCap?: number | null;
  /** The property's state: recording tax (OFR-021). */
  state?: string;
  payType?: string;
  costs?: Array<{ label: string; amount: number }>;
}

export interface DocumentApplication {
  uuid: string;
  loanNumber: string;
  submittedDate: string;
  propertyAddress?: string;
  propertyState?: string;
  occupancyType?: string;
  propertyListedForSale?: boolean;
  incomePrimary?: number;
  incomeOther?: number;
  employmentType?: string;
  consents: string[];
  ownershipType?: string;
  trustName?: string;
  /** "***-**-6789": only the last four digits. */
  ssnMasked?: string;
  /** How each HMDA question was answered (voluntary: declined or left blank is not 'provided'). */
  hmdaDisclosures: Record<HmdaQuestion, HmdaDisclosure>;
  /** Co-owners on title who sign too ("Grace Hopper"). */
  coDeeders: string[];
  /** "Checking account ****6789 (routing 021000021)". */
  disbursementAccount?: string;
  autopayAccount?: string;
  estimatedHomeValue?: number;
  isCrypto: boolean;
  referrer?: string;
}

export interface AdverseActionDetails {
  reasons: string[];
  creditScore?: number;
  creditBureau?: string;
}

export interface DocumentData {
  /** yyyy-MM-dd: the date printed as the document's date (and the transaction date for rescission). */
  documentDate: string;
  /** The applicant's language: the documents that have a Spanish version print it for 'es'. */
  language: Language;
  lender: DocumentLender;
  borrower: DocumentBorrower;
  application: DocumentApplication;
  offer?: DocumentOfferTerms;
  adverseAction?: AdverseActionDetails;
}
