import { z } from 'zod';
import { zLifecyclePhase } from '../lifecycle/step-phase.ts';

const zMoney = z.number().nullable();

/** The file's head: lender, product, amounts, the offer chosen, step and phase. */
export const zOpsFileSummary = z.strictObject({
  loanNumber: z.string(),
  lender: z.strictObject({ organizationCode: z.string(), name: z.string().nullable() }),
  /** The lender's product name ("HELOC", "Crypto HELOC"…). */
  product: z.string().nullable(),
  isCrypto: z.boolean(),
  serverStep: z.string(),
  /** The journey phase of the step; null once the file has ended (or at UNKNOWN). */
  phase: zLifecyclePhase.nullable(),
  amounts: z.strictObject({
    /** The smallest and largest line the offer set approved. */
    approvedLineMin: zMoney,
    approvedLineMax: zMoney,
    /** The line amount the borrower asked for when they chose their offer. */
    requestedLine: zMoney,
    /** OFR-019: the cash at closing, the line net of origination fee and recording tax. */
    initialDraw: zMoney,
    originationFee: zMoney,
    recordingTax: zMoney,
    /** The draw underwriting calculated, once it has. */
    underwritingDraw: zMoney,
  }),
  offer: z
    .strictObject({
      type: z.string(),
      term: z.number(),
      /** APR in percent; `otherRate` is the APR with the AutoPay discount. */
      rate: z.number(),
      otherRate: z.number().nullable(),
      originationFeePercent: z.number().nullable(),
      payoffPreference: z.string().nullable(),
      payType: z.string().nullable(),
      selectedAt: z.string().nullable(),
    })
    .nullable(),
  decision: z.strictObject({ uwDecision: z.string().nullable(), uwSubDecision: z.string().nullable() }),
  createdDate: z.iso.datetime(),
  updatedDate: z.iso.datetime(),
});
export type OpsFileSummary = z.infer<typeof zOpsFileSummary>;
