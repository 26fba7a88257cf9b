import { z } from 'zod';
import { zDecision } from '../enums/decision.ts';
import { zIncomeSource } from '../enums/income-source.ts';
import { zSubDecision } from '../enums/sub-decision.ts';
import { zOffer } from './offer.ts';

export const COST_TYPES = ['VALUATION', 'MANUAL_NOTARY', 'RECORDING_FEE'] as const;
export const zCostType = z.enum(COST_TYPES);
export type CostType = z.infer<typeof zCostType>;

/** How a cost is charged: a flat amount, or third-party pass-through (county, appraiser). */
export const FEE_TYPES = ['FLAT', 'THIRD_PARTY'] as const;
export const zFeeType = z.enum(FEE_TYPES);

/**
 * OFR-007: one possible cost. `jsCriteria` names the condition under which it applies
 * (e.g. 'hasAvm === false'); it is a label for display and audit, never evaluated as code.
 */
export const zOfferCost = z.object({
  type: zCostType,
  feeType: zFeeType,
  borrowerPaidAmount: z.number().nonnegative(),
  jsCriteria: z.string(),
});
export type OfferCost = z.infer<typeof zOfferCost>;

export const zOfferCosts = z.object({
  costs: z.array(zOfferCost),
  totalPaidByBorrower: z.number().nonnegative(),
});
export type OfferCosts = z.infer<typeof zOfferCosts>;

/** The ways the applicant may verify income. */
export const zIncomeRequestRecord = z.object({ methods: z.array(zIncomeSource).min(1) });
export type IncomeRequestRecord = z.infer<typeof zIncomeRequestRecord>;

/**
 * OFR-007, OFR-008: the offer set.
 * - ofeeMaxThreshold: dollar cap on the origination fee (OFR-014), null when uncapped;
 * - maxDtiUnlimited: the largest line without the DTI cap, present only when DTI limited the offers (OFR-012);
 * - min/maxRecordingTax: recording tax on the smallest and largest line offered (CON-007).
 */
export const zOfferSet = z.object({
  offers: z.array(zOffer),
  costs: zOfferCosts,
  ofeeMaxThreshold: z.number().nonnegative().nullable(),
  maxDtiUnlimited: z.number().nonnegative().nullable(),
  incomeRequestRecords: z.array(zIncomeRequestRecord),
  maxRecordingTax: z.number().nonnegative(),
  minRecordingTax: z.number().nonnegative(),
  decision: zDecision,
  subDecision: zSubDecision,
});
export type OfferSet = z.infer<typeof zOfferSet>;
