import { zSubDecision } from '@hearth/domain/enums/sub-decision';
import { zPropertyConditionAnswers } from '@hearth/domain/journey/valuation';
import { DECLINE_REASONS, type DeclineReason } from '@hearth/domain/offers/eligibility';
import { z } from 'zod';
import { zLoggedInLink } from '../../../../modules/income-verification/income-source.ts';
import type { CreditPullResult } from '../../../../providers/credit-bureau-provider.ts';
import type {
  IncomeVerificationResult,
  StatedIncomeAssessment,
} from '../../../../providers/income-provider.ts';
import type { LienReport } from '../../../../providers/lien-provider.ts';
import type { AvmResult, PropertyLookupResult } from '../../../../providers/property-data-provider.ts';

/**
 * provider_results.result, one schema per kind: what each provider answered, as the step jobs and
 * services keep it. Parsed on every read and checked on every write (provider-results.repository),
 * so a row that does not fit its kind is refused with the column named. Masks only: no SSN, date
 * of birth or account number fits any of these.
 */

const zPostalAddress = z.object({
  street1: z.string(),
  street2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

const zCreditReport = z.object({
  reportId: z.string(),
  kind: z.enum(['SOFT', 'HARD']),
  score: z.number(),
  tradelines: z.array(
    z.object({
      creditor: z.string(),
      type: z.enum(['MORTGAGE', 'HELOC', 'AUTO', 'REVOLVING', 'STUDENT']),
      balance: z.number(),
      monthlyPayment: z.number(),
      status: z.enum(['CURRENT', 'LATE_30', 'LATE_90']),
    }),
  ),
  monthlyDebt: z.number(),
  hasSeriousDelinquency: z.boolean(),
  fraudAlert: z.boolean(),
  applicantIsMinor: z.boolean(),
  keyFactors: z.array(z.string()).optional(),
});

export const zCreditPullResult = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('MATCH'), report: zCreditReport }),
  z.object({ outcome: z.literal('NO_MATCH') }),
  z.object({ outcome: z.literal('SSN_NO_MATCH') }),
  z.object({ outcome: z.literal('FROZEN'), pinRequired: z.boolean(), pinRejected: z.boolean().optional() }),
  z.object({ outcome: z.literal('ERROR'), reason: z.string() }),
]) satisfies z.ZodType<CreditPullResult>;

const zPropertyDetails = z.object({
  propertyId: z.string(),
  address: zPostalAddress,
  county: z.string(),
  propertyType: z.enum(['SINGLE_FAMILY', 'CONDO', 'TOWNHOUSE']),
  yearBuilt: z.number(),
  livingAreaSqft: z.number(),
  lastTransferDate: z.string().nullable(),
});

export const zPropertyLookupResult = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('FOUND'), property: zPropertyDetails }),
  z.object({ outcome: z.literal('NOT_FOUND') }),
  z.object({ outcome: z.literal('MULTIPLE'), candidates: z.array(zPropertyDetails) }),
]) satisfies z.ZodType<PropertyLookupResult>;

const zRequiredValuation = z.literal('BPO').nullable();

export const zAvmResult = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('VALUED'),
    value: z.number(),
    confidenceScore: z.number(),
    valuationDate: z.string(),
    requiredValuation: zRequiredValuation,
  }),
  z.object({ outcome: z.literal('NO_AVM'), requiredValuation: zRequiredValuation }),
]) satisfies z.ZodType<AvmResult>;

export const zLienReport = z.object({
  liens: z.array(
    z.object({
      position: z.number(),
      holder: z.string(),
      type: z.enum(['MORTGAGE', 'HELOC', 'TAX', 'JUDGMENT']),
      balance: z.number(),
      monthlyPayment: z.number(),
      payOffStatus: z.string().nullable().optional(),
    }),
  ),
  totalBalance: z.number(),
  newLienPosition: z.number(),
  needsBorrowerConfirmation: z.boolean(),
  titlePrequalReview: z.boolean(),
}) satisfies z.ZodType<LienReport>;

export const zStatedIncomeAssessment = z.object({
  usableMonthlyIncome: z.number(),
  subDecision: zSubDecision.optional(),
}) satisfies z.ZodType<StatedIncomeAssessment>;

export const zIncomeVerificationResult = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('VERIFIED'),
    verifiedAnnualIncome: z.number(),
    source: z.enum(['PLAID_TRANSACTIONS', 'TRUV_PAYROLL']),
  }),
  z.object({ outcome: z.literal('EMPLOYMENT_CHECK_NEEDED'), verifiedAnnualIncome: z.number() }),
  z.object({ outcome: z.literal('NOT_VERIFIED'), reason: z.string() }),
]) satisfies z.ZodType<IncomeVerificationResult>;

/** The accounts the borrower shared from a link, by their last 4 digits. */
export const zIncomeLinkRecord = z.object({
  linkId: z.string(),
  institutionId: z.string(),
  masks: z.array(z.string()),
});

export const zBankAccountVerification = z.object({
  status: z.enum(['VERIFIED', 'PENDING_REVIEW', 'FAILED']),
  reason: z.string().optional(),
  mask: z.string(),
});

export const zIdVerification = z.object({
  outcome: z.enum(['VERIFIED', 'REJECTED', 'FRAUD_SUSPECTED']),
  reasons: z.array(z.string()),
});

/** Our own underwriting decision on the initial offers (the event sent, the reasons of a decline). */
export const zUnderwritingDecision = z.object({
  event: z.string(),
  declineReasons: z.array(z.enum(Object.keys(DECLINE_REASONS) as [DeclineReason, ...DeclineReason[]])),
});

/** An order placed with a closing or valuation vendor; the vendor answers later by callback. */
export const zVendorOrder = z.discriminatedUnion('vendor', [
  z.object({ vendor: z.enum(['RESIDENTIAL_EVALUATION', 'TITLE', 'RECORDING']), vendorReference: z.string() }),
  z.object({ vendor: z.literal('FUNDING'), vendorReference: z.string(), amount: z.number() }),
  z.object({ vendor: z.literal('E_NOTARY'), vendorReference: z.string(), joinUrl: z.string() }),
  z.object({
    vendor: z.literal('BPO'),
    vendorReference: z.string(),
    orderedAt: z.string(),
    /** The borrower's answers about the home's condition (Texas), when asked. */
    condition: zPropertyConditionAnswers.nullable(),
  }),
  z.object({
    vendor: z.literal('ONSITE_APPRAISAL'),
    vendorReference: z.string(),
    orderedAt: z.string(),
    feePaid: z.number(),
    accountMask: z.string(),
  }),
]);
export type VendorOrderRecord = z.infer<typeof zVendorOrder>;

export const PROVIDER_RESULT_SCHEMAS = {
  SOFT_CREDIT: zCreditPullResult,
  HARD_CREDIT: zCreditPullResult,
  PROPERTY: zPropertyLookupResult,
  AVM: zAvmResult,
  LIENS: zLienReport,
  STATED_INCOME: zStatedIncomeAssessment,
  INCOME_LOGIN: zLoggedInLink,
  INCOME_LINK: zIncomeLinkRecord,
  INCOME_VERIFICATION: zIncomeVerificationResult,
  BANK_ACCOUNT_VERIFICATION: zBankAccountVerification,
  ID_VERIFICATION: zIdVerification,
  UNDERWRITING: zUnderwritingDecision,
  VENDOR_ORDER: zVendorOrder,
} as const;

/** The kinds of provider answer kept (provider_results.kind). */
export type ProviderResultKind = keyof typeof PROVIDER_RESULT_SCHEMAS;
export type ProviderResultOf<K extends ProviderResultKind> = z.output<(typeof PROVIDER_RESULT_SCHEMAS)[K]>;
