import { z } from 'zod';
import { zPropertyAddress } from '../application/heloc-application-dto.ts';
import { zUsAddress } from '../validation/address.ts';
import { checkStateZipMatch, type FindStateForZip } from '../validation/state-zip.ts';

/**
 * Decision 007, the property look-up branches: NO_PROPERTY_FOUND → the corrected address
 * (PROPERTY_ADDRESS_CORRECTED), MULTIPLE_PROPERTIES → one of the properties the records returned
 * (PROPERTY_SELECTED). The address rules are the registration's (VAL-030…034).
 */
export const PROPERTY_REVIEW_MESSAGES = {
  choiceRequired: 'Please choose your property',
  choiceUnknown: 'That property is not one of those we found. Please choose one from the list',
  stateNotServed: 'We do not offer home equity lines of credit for properties in this state',
} as const;

/** `POST P/property/address`. */
export const zPropertyAddressBody = z.strictObject({ address: zUsAddress });
export type PropertyAddressBody = z.infer<typeof zPropertyAddressBody>;
export type PropertyAddressBodyInput = z.input<typeof zPropertyAddressBody>;

export interface CorrectedAddressContext {
  /** Real ZIP data (the server has it): the zip must lie in the state. */
  findStateForZip?: FindStateForZip | undefined;
  /** The lender's licensed states (API-028). */
  licensedStates?: readonly string[] | undefined;
}

/** The lender rules on a corrected address, one message per field, after the field rules passed. */
export function listCorrectedAddressIssues(
  address: { state: string; zip: string },
  context: CorrectedAddressContext,
): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (context.licensedStates && !context.licensedStates.includes(address.state)) {
    issues.push({ path: ['address', 'state'], message: PROPERTY_REVIEW_MESSAGES.stateNotServed });
  }
  const mismatch = context.findStateForZip && checkStateZipMatch(address, context.findStateForZip);
  if (mismatch) {
    issues.push({ path: ['address', 'zip'], message: mismatch });
  }
  return issues;
}

/** `POST P/property/select`: the `propertyId` of one of the candidates. */
export const zPropertySelectBody = z.strictObject({
  propertyId: z
    .string({ error: PROPERTY_REVIEW_MESSAGES.choiceRequired })
    .trim()
    .min(1, { error: PROPERTY_REVIEW_MESSAGES.choiceRequired })
    .max(100, { error: PROPERTY_REVIEW_MESSAGES.choiceUnknown }),
});
export type PropertySelectBody = z.infer<typeof zPropertySelectBody>;

export const zPropertyCandidate = z.strictObject({
  propertyId: z.string(),
  address: zPropertyAddress,
  county: z.string(),
  propertyType: z.string(),
  yearBuilt: z.number().int(),
  livingAreaSqft: z.number().int(),
});
export type PropertyCandidate = z.infer<typeof zPropertyCandidate>;

/** `GET P/property/candidates`: why the property is under review and what the records returned. */
export const zPropertyReview = z.strictObject({
  serverStep: z.string(),
  /** NOT_FOUND (correct the address), MULTIPLE (pick one), or null once the look-up moved on. */
  outcome: z.enum(['NOT_FOUND', 'MULTIPLE']).nullable(),
  address: zPropertyAddress.nullable(),
  candidates: z.array(zPropertyCandidate),
});
export type PropertyReview = z.infer<typeof zPropertyReview>;
