import { z } from 'zod';
import {
  zIncomeSourceView,
  zLinkedAccountView,
  zMaskedBankAccount,
  zPropertyAddress,
} from '../application/heloc-application-dto.ts';
import { zDocumentReviewStatus } from '../conditions/document-review.ts';
import { zDocumentType } from '../enums/document-type.ts';
import { DOCUMENT_STATUSES } from '../journey/documents.ts';
import { zCreditInquiryView, zLienView } from '../journey/liens.ts';
import { zOpsAuditEvent } from './audit-log.ts';
import { zOpsApplicationDetail } from './ops-dto.ts';

/**
 * The staff console's application file: what staff see of one application beyond its detail
 * (`zOpsApplicationDetail`). PII follows the staff user's permissions: with `applications.pii`
 * e-mail and phone in full, the SSN's last four digits; without it (SUPPORT) all of them masked.
 * The date of birth is never sent here; a reveal with a reason returns it (`zRevealPiiResponse`).
 */

const zMoney = z.number().nullable();

/** The applicant, or an owner on title invited to sign with them (a co-deeder). */
export const zOpsPerson = z.strictObject({
  kind: z.enum(['APPLICANT', 'SIGNER']),
  /** A signer's invitation uuid (what a reveal names); null for the applicant. */
  signerUuid: z.uuid().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Masked ('j***@example.com') without `applications.pii`. */
  email: z.string().nullable(),
  /** Masked ('***-***-4567') without `applications.pii`. */
  phone: z.string().nullable(),
  /** '***-**-6789' with `applications.pii`, '***-**-****' without; null when none is on file. */
  ssnMasked: z.string().nullable(),
  /** The date of birth is never sent masked or not: only whether one is on file. */
  dobOnFile: z.boolean(),
  /** A signer's invitation: INVITED, ACCEPTED, SIGNED or WITHDRAWN; null for the applicant. */
  status: z.string().nullable(),
  invitedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
});
export type OpsPerson = z.infer<typeof zOpsPerson>;

export const zOpsProperty = z.strictObject({
  address: zPropertyAddress.nullable(),
  state: z.string().nullable(),
  occupancyType: z.string().nullable(),
  listedForSale: z.boolean().nullable(),
  ownershipType: z.string().nullable(),
  trustName: z.string().nullable(),
  valuation: z.strictObject({
    /** The automated valuation as the provider answered it; null before it ran. */
    avm: z
      .strictObject({
        outcome: z.enum(['VALUED', 'NO_AVM']),
        value: zMoney,
        confidenceScore: z.number().nullable(),
        valuationDate: z.string().nullable(),
        requiredValuation: z.string().nullable(),
      })
      .nullable(),
    /** The borrower's own estimate (no AVM), and the value underwriting settled on. */
    estimatedHomeValue: zMoney,
    adjustedHomeAmount: zMoney,
    bpoStatus: z.string().nullable(),
    titleStatus: z.string().nullable(),
    /** The latest BPO or appraisal order. */
    order: z
      .strictObject({
        kind: z.enum(['BPO', 'APPRAISAL']),
        vendorReference: z.string(),
        orderedAt: z.iso.datetime(),
      })
      .nullable(),
  }),
  /** The liens of record (as the borrower's liens page reads them); null before the report. */
  liens: z
    .strictObject({
      liens: z.array(zLienView),
      totalBalance: z.number(),
      payoffTotal: z.number(),
      newLienPosition: z.number().int().nullable(),
      inquiries: z.array(zCreditInquiryView),
    })
    .nullable(),
});
export type OpsProperty = z.infer<typeof zOpsProperty>;

export const zOpsIncome = z.strictObject({
  /** Stated yearly income, in dollars. */
  incomePrimary: zMoney,
  incomeOther: zMoney,
  employmentType: z.string().nullable(),
  sources: z.array(zIncomeSourceView),
  /** The latest verification: VERIFIED, EMPLOYMENT_CHECK_NEEDED or NOT_VERIFIED; null before it ran. */
  verification: z
    .strictObject({
      outcome: z.string(),
      verifiedAnnualIncome: zMoney,
      source: z.string().nullable(),
    })
    .nullable(),
});
export type OpsIncome = z.infer<typeof zOpsIncome>;

/** Bank accounts: never a number, the last four digits only; `verificationStatus` e.g. PENDING_REVIEW. */
export const zOpsBankAccounts = z.strictObject({
  disbursement: zMaskedBankAccount.nullable(),
  autopay: zMaskedBankAccount.nullable(),
  payType: z.string().nullable(),
  linked: z.array(zLinkedAccountView),
});
export type OpsBankAccounts = z.infer<typeof zOpsBankAccounts>;

/** GET …/applications/{uuid}/file: people, property and valuation, income, bank accounts. */
export const zOpsApplicationFile = z.strictObject({
  applicant: zOpsPerson,
  signers: z.array(zOpsPerson),
  property: zOpsProperty,
  income: zOpsIncome,
  bankAccounts: zOpsBankAccounts,
});
export type OpsApplicationFile = z.infer<typeof zOpsApplicationFile>;

export const PII_REASON_MAX = 500;
export const PII_REVEAL_MESSAGES = {
  reasonRequired: 'A reason is required to reveal personal data',
  reasonTooLong: `The reason is at most ${PII_REASON_MAX} characters`,
  noSuchSigner: 'This application has no such signer',
} as const;

/** POST …/applications/{uuid}/pii/reveal: whose data (the applicant unless a signer is named) and why. */
export const zRevealPiiBody = z.strictObject({
  signerUuid: z.uuid('signerUuid must be a uuid').optional(),
  reason: z
    .string({ error: PII_REVEAL_MESSAGES.reasonRequired })
    .trim()
    .min(1, PII_REVEAL_MESSAGES.reasonRequired)
    .max(PII_REASON_MAX, PII_REVEAL_MESSAGES.reasonTooLong),
});
export type RevealPiiBody = z.infer<typeof zRevealPiiBody>;

/** The unmasked SSN ('123-45-6789') and date of birth (yyyy-MM-dd); null when none is on file. */
export const zRevealPiiResponse = z.strictObject({
  signerUuid: z.uuid().nullable(),
  ssn: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
});
export type RevealPiiResponse = z.infer<typeof zRevealPiiResponse>;

/** One document of the application as staff see it: every one, generated or uploaded. */
export const zOpsDocument = z.strictObject({
  uuid: z.uuid(),
  type: zDocumentType,
  status: z.enum(DOCUMENT_STATUSES),
  filename: z.string(),
  /** The content type the view and download answer with. */
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  uploadedAt: z.iso.datetime(),
  signedAt: z.iso.datetime().nullable(),
  /** BORROWER: the applicant; SIGNER: an owner on title (`signerUuid`); LENDER: generated by Hearth. */
  uploadedBy: z.strictObject({
    kind: z.enum(['BORROWER', 'SIGNER', 'LENDER']),
    signerUuid: z.uuid().nullable(),
  }),
  /** The condition it answers, and its review there; null for a document of no condition. */
  condition: z
    .strictObject({
      uuid: z.uuid(),
      title: z.string(),
      review: zDocumentReviewStatus,
      rejectionReason: z.string().nullable(),
      reviewedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type OpsDocument = z.infer<typeof zOpsDocument>;

export const zOpsDocumentList = z.array(zOpsDocument);

export const zOpsDocumentParams = z.strictObject({
  uuid: z.uuid({ message: 'Not a valid application uuid' }),
  documentUuid: z.uuid({ message: 'Not a valid document uuid' }),
});

/** `:id` is the condition, as in the resolve call. */
export const zOpsConditionDocumentParams = z.strictObject({
  uuid: z.uuid({ message: 'Not a valid application uuid' }),
  id: z.uuid({ message: 'Not a valid condition uuid' }),
  documentUuid: z.uuid({ message: 'Not a valid document uuid' }),
});

export const NOTE_MAX = 4000;
export const NOTE_MESSAGES = {
  required: 'A note cannot be empty',
  tooLong: `A note is at most ${NOTE_MAX} characters`,
} as const;

/** POST …/applications/{uuid}/notes: an internal note, for staff only (the borrower never sees it). */
export const zAddNoteBody = z.strictObject({
  text: z
    .string({ error: NOTE_MESSAGES.required })
    .trim()
    .min(1, NOTE_MESSAGES.required)
    .max(NOTE_MAX, NOTE_MESSAGES.tooLong),
});
export type AddNoteBody = z.infer<typeof zAddNoteBody>;

export const zOpsNote = z.strictObject({
  uuid: z.uuid(),
  text: z.string(),
  author: z.strictObject({ uuid: z.uuid(), email: z.string() }),
  createdAt: z.iso.datetime(),
});
export type OpsNote = z.infer<typeof zOpsNote>;

/** Newest first. */
export const zOpsNoteList = z.array(zOpsNote);

/** GET …/applications/{uuid}/audit-events: a page of the file's audit trail, newest first. */
export const zOpsFileAuditQuery = z.strictObject({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(50),
});
export type OpsFileAuditQuery = z.infer<typeof zOpsFileAuditQuery>;

export const APPLICATION_EXPORT_FORMAT = 'hearth.application.v1';

/**
 * GET …/applications/{uuid}/export: the whole file as one JSON document, PII as the exporting
 * staff user may see it (`piiMasked`); the audit trail only for those who may read the audit log.
 */
export const zOpsApplicationExport = z.strictObject({
  format: z.literal(APPLICATION_EXPORT_FORMAT),
  exportedAt: z.iso.datetime(),
  exportedBy: z.strictObject({ uuid: z.uuid(), email: z.string() }),
  piiMasked: z.boolean(),
  detail: zOpsApplicationDetail,
  file: zOpsApplicationFile,
  documents: zOpsDocumentList,
  notes: zOpsNoteList,
  auditTrail: z.array(zOpsAuditEvent).nullable(),
});
export type OpsApplicationExport = z.infer<typeof zOpsApplicationExport>;
