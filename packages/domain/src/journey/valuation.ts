import { z } from 'zod';
import { VALUATION_COST } from '../offers/offer-limits.ts';
import { readAmount } from '../validation/income.ts';

/**
 * Decision 007, the valuation branches: the borrower's estimate when no AVM value exists
 * (NO_AVM_FOUND, NAV_RESI_EVAL_ESTIMATE → HOME_VALUE_ESTIMATED; CON-004: a 180 valuation may then be
 * charged), the broker price opinion order (NAV_BPO_ORDER_REQUEST → BPO_ORDERED; in Texas after the
 * property condition questions), and the onsite appraisal fee (ONSITE_APPRAISAL_PAYMENT → APPRAISAL_PAID).
 */
export const VALUATION_MESSAGES = {
  estimateRequired: "Please enter your estimate of your home's value",
  estimatePositive: 'Your estimate must be more than $0',
  estimateTooLarge: 'Please enter an amount under $100,000,000',
  estimateCents: 'Please enter a whole-dollar or cents amount',
  conditionRequired: "Please choose your home's overall condition",
  answerRequired: 'Please answer yes or no',
  detailsRequired: 'Please describe them briefly',
  detailsTooLong: 'Please keep it under 500 characters',
  authorizeBpo: 'Please authorize the broker price opinion to continue',
  authorizePayment: 'Please authorize the payment to continue',
} as const;

/** CON-004: the possible valuation cost when no automated valuation is available. */
export const ESTIMATE_VALUATION_COST = VALUATION_COST;
/** The onsite appraisal fee the borrower pays before it is ordered. Not in the spec: ours. */
export const ONSITE_APPRAISAL_FEE = 550;
export const ESTIMATE_MAX = 99_999_999;

function hasAtMostCents(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

const zEstimateValue = z
  .number({ error: VALUATION_MESSAGES.estimateRequired })
  .refine(Number.isFinite, { error: VALUATION_MESSAGES.estimateRequired, abort: true })
  .gt(0, { error: VALUATION_MESSAGES.estimatePositive })
  .max(ESTIMATE_MAX, { error: VALUATION_MESSAGES.estimateTooLarge })
  .refine(hasAtMostCents, { error: VALUATION_MESSAGES.estimateCents });

/** `POST P/property/estimate`: the amount as a number of dollars. */
export const zHomeValueEstimateBody = z.strictObject({ estimatedValue: zEstimateValue });
export type HomeValueEstimateBody = z.infer<typeof zHomeValueEstimateBody>;

/** bpo/estimate-value: the amount as typed ("$450,000"), out as the body. */
export const zHomeValueEstimateForm = z.object({ estimatedValue: z.preprocess(readAmount, zEstimateValue) });
export type HomeValueEstimateFormInput = z.input<typeof zHomeValueEstimateForm>;

/** ENM-009 values a borrower can choose (UNKNOWN_CONDITION and NOT_AVAILABLE are the vendor's). */
export const BORROWER_PROPERTY_CONDITIONS = ['EXCELLENT', 'GOOD', 'AVERAGE', 'FAIR', 'POOR'] as const;

/** A yes/no radio ('true' / 'false') or a boolean body field. */
const zYesNo = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: VALUATION_MESSAGES.answerRequired }),
);

const zDetails = z.string().trim().max(500, { error: VALUATION_MESSAGES.detailsTooLong }).optional();

/** bpo/condition (Texas): what the broker should know before the visit. */
export const zPropertyConditionAnswers = z
  .strictObject({
    overallCondition: z.enum(BORROWER_PROPERTY_CONDITIONS, { error: VALUATION_MESSAGES.conditionRequired }),
    recentUpdates: zYesNo,
    updateDetails: zDetails,
    repairsNeeded: zYesNo,
    repairDetails: zDetails,
  })
  .refine((answers) => answers.recentUpdates !== true || Boolean(answers.updateDetails), {
    path: ['updateDetails'],
    error: VALUATION_MESSAGES.detailsRequired,
  })
  .refine((answers) => answers.repairsNeeded !== true || Boolean(answers.repairDetails), {
    path: ['repairDetails'],
    error: VALUATION_MESSAGES.detailsRequired,
  });
export type PropertyConditionAnswers = z.infer<typeof zPropertyConditionAnswers>;
export type PropertyConditionAnswersInput = z.input<typeof zPropertyConditionAnswers>;

/** `POST P/bpo/order`: the borrower authorizes the BPO (a broker views the home), with the answers in Texas. */
export const zBpoOrderBody = z.strictObject({
  condition: zPropertyConditionAnswers.optional(),
  authorized: z.literal(true, { error: VALUATION_MESSAGES.authorizeBpo }),
});
export type BpoOrderBody = z.infer<typeof zBpoOrderBody>;

/** `POST P/appraisal/payment`: a one-time debit of the appraisal fee from the verified disbursement account. */
export const zAppraisalPaymentBody = z.strictObject({
  authorized: z.literal(true, { error: VALUATION_MESSAGES.authorizePayment }),
});

/** `GET P/valuation`: what the valuation pages show. */
export const zValuationView = z.strictObject({
  serverStep: z.string(),
  propertyState: z.string().nullable(),
  bpoStatus: z.string().nullable(),
  /** CON-004. */
  valuationCost: z.number(),
  estimatedHomeValue: z.number().nullable(),
  appraisalFee: z.number(),
  /** Last 4 digits of the account the appraisal fee is debited from. */
  paymentAccountMask: z.string().nullable(),
  /** The latest valuation order: what was ordered and when. */
  order: z
    .strictObject({
      kind: z.enum(['BPO', 'APPRAISAL']),
      vendorReference: z.string(),
      orderedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type ValuationView = z.infer<typeof zValuationView>;
