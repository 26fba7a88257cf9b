import { z } from 'zod';

/**
 * `GET P/decline`: what the adverse action notice (ECOA / Reg B 1002.9, FCRA 615(a)) tells a declined
 * borrower — the principal reasons, and where credit was used the agency, the score and its key
 * factors — plus the generated notice document to download.
 */
export const DECLINE_KINDS = ['GENERAL', 'CREDIT_SCORE', 'DTI'] as const;

export const zEcoaAgency = z.strictObject({ name: z.string(), address: z.string() });
export type EcoaAgency = z.infer<typeof zEcoaAgency>;

const CFPB: EcoaAgency = {
  name: 'Bureau of Consumer Financial Protection',
  address: '1700 G Street NW, Washington, DC 20552',
};
const NCUA: EcoaAgency = {
  name: 'National Credit Union Administration, Office of Consumer Financial Protection',
  address: '1775 Duke Street, Alexandria, VA 22314',
};

/**
 * The federal agency that administers ECOA compliance for the lender (Reg B appendix A): the NCUA
 * for a federal credit union, else the CFPB (the lenders of the registry are CFPB-supervised).
 */
export function findEcoaAgency(companyName: string): EcoaAgency {
  return /credit union/i.test(companyName) ? NCUA : CFPB;
}

export const zConsumerReportingAgency = z.strictObject({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
});
export type ConsumerReportingAgency = z.infer<typeof zConsumerReportingAgency>;

export const zAdverseActionView = z.strictObject({
  serverStep: z.string(),
  kind: z.enum(DECLINE_KINDS),
  decidedAt: z.iso.datetime().nullable(),
  /** The principal reasons, worded for the borrower (at most four, Reg B). */
  reasons: z.array(z.string()),
  /** Where a credit report was used in the decision (FCRA 615(a)). */
  credit: z
    .strictObject({
      score: z.number().int(),
      scoreRange: z.strictObject({ min: z.number().int(), max: z.number().int() }),
      agency: zConsumerReportingAgency,
      keyFactors: z.array(z.string()),
      pulledAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  notice: z
    .strictObject({ documentUuid: z.uuid(), filename: z.string(), createdDate: z.iso.datetime() })
    .nullable(),
  ecoaAgency: zEcoaAgency,
});
export type AdverseActionView = z.infer<typeof zAdverseActionView>;
