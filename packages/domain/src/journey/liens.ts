import { z } from 'zod';

/**
 * Decision 007, LIEN_VERIFICATION and LIEN_ATTESTATION: the borrower confirms the liens the records
 * show (LIENS_CONFIRMED), disputes them with a reason for staff (LIENS_DISPUTED), or, after new
 * credit was found before closing, attests that no new lien was placed on the home (LIENS_ATTESTED).
 */
export const LIEN_MESSAGES = {
  reasonRequired: 'Please tell us what is wrong with these liens',
  reasonTooShort: 'Please tell us a little more (at least 10 characters)',
  reasonTooLong: 'Please keep it under 1,000 characters',
  attestRequired: 'Please confirm the statement to continue',
} as const;

export const DISPUTE_REASON_MIN = 10;
export const DISPUTE_REASON_MAX = 1000;

/** `POST P/liens/confirm`. */
export const zLiensConfirmBody = z.strictObject({});

/** `POST P/liens/dispute`. */
export const zLiensDisputeBody = z.strictObject({
  reason: z
    .string({ error: LIEN_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: LIEN_MESSAGES.reasonRequired, abort: true })
    .min(DISPUTE_REASON_MIN, { error: LIEN_MESSAGES.reasonTooShort })
    .max(DISPUTE_REASON_MAX, { error: LIEN_MESSAGES.reasonTooLong }),
});
export type LiensDisputeBody = z.infer<typeof zLiensDisputeBody>;

/** `POST P/liens/attest`: the borrower's statement, affirmed. */
export const zLiensAttestBody = z.strictObject({
  attested: z.literal(true, { error: LIEN_MESSAGES.attestRequired }),
});
export type LiensAttestBody = z.infer<typeof zLiensAttestBody>;

/** OFR-009: one lien as a liability, with OFR-010's payoff status. */
export const zLienView = z.strictObject({
  position: z.number().int(),
  holder: z.string(),
  type: z.string(),
  monetaryBalance: z.number(),
  monetaryCalculatedNextPaymentMinimumAmount: z.number(),
  payOff: z.strictObject({ status: z.string() }).nullable(),
});
export type LienView = z.infer<typeof zLienView>;

/** A credit inquiry found before closing that the borrower attests about. */
export const zCreditInquiryView = z.strictObject({ creditor: z.string(), date: z.string().nullable() });

/** `GET P/liens`: the liens of record on the home, the payoffs among them, and new inquiries. */
export const zLiensView = z.strictObject({
  serverStep: z.string(),
  liens: z.array(zLienView),
  /** The sum of the balances (OFR-009). */
  totalBalance: z.number(),
  /** The sum of the balances MARKED_FOR_PAYOFF (OFR-010): paid off from the draw. */
  payoffTotal: z.number(),
  /** The position the line would take. */
  newLienPosition: z.number().int().nullable(),
  inquiries: z.array(zCreditInquiryView),
});
export type LiensView = z.infer<typeof zLiensView>;
