import { z } from 'zod';
import type { DocumentType } from '../enums/document-type.ts';

/**
 * Decision 007 `POST P/insurance` (multipart `file`, optional `type`): the declarations page of the
 * homeowner's policy by default, the flood policy or, for a home held in trust, the trust agreement.
 */
export const INSURANCE_DOCUMENT_TYPES = [
  'PROOF_OF_HAZARD_INSURANCE',
  'PROOF_OF_FLOOD_INSURANCE',
  'TRUST_AGREEMENT',
] as const satisfies readonly DocumentType[];
export type InsuranceDocumentType = (typeof INSURANCE_DOCUMENT_TYPES)[number];

export const INSURANCE_MESSAGES = {
  type: 'Please choose the type of document you are uploading',
} as const;

export const zInsuranceFields = z.strictObject({
  type: z.enum(INSURANCE_DOCUMENT_TYPES, { error: INSURANCE_MESSAGES.type }).optional(),
});

export const zInsuranceResult = z.strictObject({
  serverStep: z.string(),
  document: z.strictObject({ uuid: z.uuid(), type: z.string() }),
});
export type InsuranceResult = z.infer<typeof zInsuranceResult>;
