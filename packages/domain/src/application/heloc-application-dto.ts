import { z } from 'zod';
import { zOriginatorDisplayInfo } from '../registration/lead-portal.ts';

const zFlag = z.boolean().nullable().optional();
const zLabel = z.string().nullable().optional();

/** 000 §3 disclosure-list flags: summary, closing and notary, each ready and complete. */
export const zDisclosureFlags = z.object({
  summaryReady: zFlag,
  summaryComplete: zFlag,
  closingReady: zFlag,
  closingComplete: zFlag,
  notaryReady: zFlag,
  notaryComplete: zFlag,
});

/**
 * API-017 / 000 §3: the status block. Only `checklistStatus` is always present (it follows the
 * server step); the flags appear once a step sets them. Unknown keys are dropped from responses.
 */
export const zApplicationStatus = z.object({
  checklistStatus: z.string(),
  uwDecision: zLabel,
  uwSubDecision: zLabel,
  liensComplete: zFlag,
  inquiryAttestNeeded: zFlag,
  inquiryAttestComplete: zFlag,
  disclosures: zDisclosureFlags.nullable().optional(),
  manualPaystubUpload: zFlag,
  manualPaystubTasksComplete: zFlag,
  giactAccountStatus: zLabel,
  bpo: zLabel,
  title: zLabel,
  propertyComplete: zFlag,
  datatreeNoMatch: zFlag,
  creditFrozenWithPin: zFlag,
  dtiDecline: zFlag,
  creditScoreDecline: zFlag,
  employmentVerificationNeeded: zFlag,
  waitingOnFloodCert: zFlag,
  primaryParticipantAcceptComplete: zFlag,
  manualDeedSigningComplete: zFlag,
  condition: zLabel,
  manualNotary: zFlag,
});
export type ApplicationStatus = z.infer<typeof zApplicationStatus>;

export const zPropertyAddress = z.strictObject({
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type PropertyAddress = z.infer<typeof zPropertyAddress>;

/** A bank account as the borrower sees it: never the number, only its last 4 digits. */
export const zMaskedBankAccount = z.strictObject({
  uuid: z.string(),
  routingNumber: z.string(),
  /** The last 4 digits of the account number. */
  mask: z.string(),
  accountType: z.string().nullable(),
  source: z.string().nullable(),
  institutionName: z.string().nullable(),
  verificationStatus: z.string().nullable(),
});
export type MaskedBankAccount = z.infer<typeof zMaskedBankAccount>;

export const zSelectedOffer = z.strictObject({
  type: z.string(),
  term: z.number(),
  amount: z.number(),
  rate: z.number(),
  payoffPreference: z.enum(['PRESERVE', 'DEDUCT', 'MAXIMIZE']).nullable(),
});

export const zHelocSigner = z.strictObject({
  identityUuid: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  status: z.string(),
});

/** An income source: 000 §3's employmentType, and for a bank link the accounts it shared (masks only). */
export const zIncomeSourceView = z.object({
  employmentType: z.string().nullable(),
  source: z.string().nullable().optional(),
  institutionId: z.string().nullable().optional(),
  accounts: z
    .array(z.strictObject({ accountId: z.string(), name: z.string(), type: z.string(), mask: z.string() }))
    .optional(),
});
export type IncomeSourceView = z.infer<typeof zIncomeSourceView>;

/** An account shared by a bank link, as the disbursement page offers it. */
export const zLinkedAccountView = z.strictObject({
  id: z.string(),
  name: z.string(),
  mask: z.string(),
  type: z.string().nullable(),
  institutionName: z.string().nullable(),
});
export type LinkedAccountView = z.infer<typeof zLinkedAccountView>;

/**
 * API-016 / 000 §3: the application. Money as a number of dollars, rate as a percent. SSN and
 * account numbers are never sent, only masked. The 000 §3 fields beyond the dashboard's are
 * optional in the type (older clients and fixtures omit them); the server always sends them.
 */
export const zHelocApplication = z.strictObject({
  uuid: z.uuid(),
  loanNumber: z.string(),
  status: zApplicationStatus,
  active: z.boolean(),
  property: z.strictObject({ state: z.string().nullable(), address: zPropertyAddress.nullable() }),
  amount: z.number().nullable(),
  term: z.number().nullable(),
  rate: z.number().nullable(),
  /** OFR-004 of the chosen offer: its APR with the AutoPay discount (shown once payType is AUTOPAY). */
  otherRate: z.number().nullable().optional(),
  /** OFR-004 of the chosen offer: its origination fee, in percent of the initial draw (CON-003). */
  originationFee: z.number().nullable().optional(),
  /** OFR-008 of the offer set: the dollar cap on the origination fee, when the lender sets one. */
  ofeeMaxThreshold: z.number().nullable().optional(),
  auditFields: z.strictObject({ createdDate: z.iso.datetime(), updatedDate: z.iso.datetime() }),
  serverStep: z.string().optional(),
  selectedPropertyUuid: z.string().nullable().optional(),
  consents: z.array(z.strictObject({ type: z.string() })).optional(),
  documents: z.array(z.strictObject({ type: z.string() })).optional(),
  incomeSources: z.array(zIncomeSourceView).optional(),
  /** Every account the income links shared, masked (007 "Response fields the journey pages read"). */
  linkedAccounts: z.array(zLinkedAccountView).optional(),
  disburseAccount: zMaskedBankAccount.nullable().optional(),
  autopayAccount: zMaskedBankAccount.nullable().optional(),
  payType: z.enum(['AUTOPAY', 'MANUAL']).nullable().optional(),
  selectedOffer: zSelectedOffer.nullable().optional(),
  uwCalculatedDrawAmount: z.number().nullable().optional(),
  adjustedHomeAmount: z.number().nullable().optional(),
  estimatedHomeValue: z.number().nullable().optional(),
  hasHmda: z.boolean().optional(),
  ownershipType: z.string().nullable().optional(),
  hasSsn: z.boolean().optional(),
  /** '***-**-1234' when an SSN is on file. */
  ssnMasked: z.string().nullable().optional(),
  coDeedStatus: z.string().nullable().optional(),
  insurance: z.strictObject({ complete: z.boolean() }).optional(),
  assetDepletion: z.strictObject({ complete: z.boolean() }).optional(),
  isCrypto: z.boolean().optional(),
  isInquiry: z.boolean().optional(),
  activeForAppStart: z.boolean().optional(),
  referrer: z
    .strictObject({ referrerUuid: z.string().nullable(), wholesaleBrokerNmls: z.string().nullable() })
    .optional(),
  /**
   * CND-031…036: the loan officer or broker the application came through (its `referrerId`, else
   * its referral's loan officer), for the journey's contact card; null when nobody referred it.
   */
  originatorDisplayInfo: zOriginatorDisplayInfo.nullable().optional(),
  requestedManualNotaryTime: z.iso.datetime().nullable().optional(),
  additionalSignerVersion: z.string().nullable().optional(),
  helocSigners: z.array(zHelocSigner).optional(),
  /** yyyy-MM-dd: the latest of consummation and the rescission notice's delivery, once delivered. */
  rescissionStartDate: z.string().nullable().optional(),
  /** yyyy-MM-dd: the last day to cancel, as the server decides it, once the notice is delivered. */
  rescissionDeadline: z.string().nullable().optional(),
  /** The instant the server stops accepting a cancellation, once the notice is delivered. */
  rescissionEndsAt: z.iso.datetime().nullable().optional(),
  /** The server's clock when it answered (the sandbox offset included): the countdown's "now". */
  serverNow: z.iso.datetime().optional(),
  /** The property's IANA time zone (notary slots and the rescission countdown are on its clock). */
  timeZone: z.string().nullable().optional(),
});
export type HelocApplication = z.infer<typeof zHelocApplication>;

/** GET /service-application/api/v1/application/heloc/all (API-032): newest first. */
export const zHelocApplicationList = z.array(zHelocApplication);

export const zApplicationParams = z.strictObject({
  uuid: z.uuid({ message: 'Not a valid application uuid' }),
});

/** GET …/{uuid}/status (000 §7): the current server step. */
export const zApplicationStepStatus = z.strictObject({ serverStep: z.string() });

/** GET …/heloc/{uuid}/timeline: the borrower's own timeline, oldest first. */
export const zBorrowerTimeline = z.array(
  z.strictObject({
    at: z.iso.datetime(),
    actor: z.enum(['BORROWER', 'JOB', 'PROVIDER', 'OPS']),
    event: z.string(),
    from: z.string(),
    to: z.string(),
  }),
);
export type BorrowerTimeline = z.infer<typeof zBorrowerTimeline>;
