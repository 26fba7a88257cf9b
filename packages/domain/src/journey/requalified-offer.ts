import { z } from 'zod';
import { zOfferType } from '../enums/offer-type.ts';

export const REQUALIFY_MESSAGES = {
  noValue: 'The reviewed value of your home is not available yet. Please contact us.',
  noEquity: 'The reviewed value of your home leaves too little equity for a line of credit.',
} as const;

/** The offer the borrower holds or is offered after the valuation (one term, one amount). */
export const zQuotedTerms = z.object({
  type: zOfferType,
  term: z.number().int().positive(),
  rate: z.number().nonnegative(),
  amount: z.number().nonnegative(),
  originationFee: z.number().nonnegative(),
});
export type QuotedTerms = z.infer<typeof zQuotedTerms>;

/**
 * `GET P/offers/requalified` (CLTV_LIEN_POSITION_REQUALIFY): the home's reviewed value came in
 * below what the chosen line needs. The same offer (type, term, rate) at the largest line the
 * reviewed value supports, the smaller of that and the amount chosen; `offer` is null when the
 * equity no longer supports the line minimum (`reason` says why).
 */
export const zRequalifiedOfferView = z.object({
  homeValue: z.number().nonnegative().nullable(),
  maxLineAmount: z.number().nonnegative().nullable(),
  previous: zQuotedTerms,
  offer: zQuotedTerms.nullable(),
  reason: z.string().nullable(),
  /** To price the new line as the offers page does: the fee cap and the state's recording tax. */
  ofeeMaxThreshold: z.number().nonnegative().nullable(),
  propertyState: z.string(),
  serverStep: z.string(),
});
export type RequalifiedOfferView = z.infer<typeof zRequalifiedOfferView>;

/** What the accept calls answer: where the application moved. */
export const zStepMoved = z.object({ serverStep: z.string() });
export type StepMoved = z.infer<typeof zStepMoved>;
