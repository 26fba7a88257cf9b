import { z } from 'zod';
import { zUsAddress } from '../validation/address.ts';
import { zOccupancyField } from '../validation/occupancy.ts';
import {
  checkNewYorkBlocked,
  checkReferralLicensedState,
  type ReferralLicence,
} from '../validation/property-rules.ts';
import { checkStateZipMatch, type FindStateForZip } from '../validation/state-zip.ts';
import { PROPERTY_ADDRESS_INVALID_MESSAGE } from '../validation/typeahead.ts';

export interface PropertyStepContext {
  /** VAL-033: NY is blocked (regulator review applies, OP-30). */
  blockNewYork?: boolean | undefined;
  /** VAL-038/039: the referring loan officer's licence, when there is a referral. */
  referral?: ReferralLicence | undefined;
  /** State/zip agreement from real ZIP data (the server has it; the client may skip it). */
  findStateForZip?: FindStateForZip | undefined;
}

const ADDRESS_PARTS = ['street1', 'street2', 'city', 'state', 'zip'] as const;

function isNothingChosen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) {
    return true;
  }
  const record = value as Record<string, unknown>;
  return ADDRESS_PARTS.every((part) => typeof record[part] !== 'string' || record[part].trim() === '');
}

/**
 * VAL-035/036: an address filled through the typeahead. Until one is chosen the only message is the
 * typeahead's, on street1; once the fields are revealed each has its own rule.
 */
export const zTypeaheadAddress = z
  .unknown()
  .superRefine((value, context) => {
    if (isNothingChosen(value)) {
      context.addIssue({ code: 'custom', message: PROPERTY_ADDRESS_INVALID_MESSAGE, path: ['street1'] });
    }
  })
  .pipe(zUsAddress);

type Issue = { path: (string | number)[]; message: string };

/** The context rules of the property step on an address and occupancy that may still be incomplete. */
export function listPropertyRuleIssues(address: unknown, context: PropertyStepContext): Issue[] {
  const record = (typeof address === 'object' && address !== null ? address : {}) as Record<string, unknown>;
  const state = typeof record.state === 'string' ? record.state : '';
  const zip = typeof record.zip === 'string' ? record.zip : '';
  const issues: Issue[] = [];
  const blocked = checkNewYorkBlocked(state, { blockNewYork: context.blockNewYork ?? false });
  if (blocked) {
    issues.push({ path: ['state'], message: blocked });
  }
  const mismatch = context.findStateForZip && /^\d{5}$/.test(zip) && state !== '';
  const mismatchMessage = mismatch
    ? checkStateZipMatch({ state, zip }, context.findStateForZip as FindStateForZip)
    : undefined;
  if (mismatchMessage) {
    issues.push({ path: ['zip'], message: mismatchMessage });
  }
  const unlicensed = state === '' ? undefined : checkReferralLicensedState(state, context.referral);
  if (unlicensed) {
    issues.push({ path: ['occupancyType'], message: unlicensed });
  }
  return issues;
}

const zPropertyInfoFields = z.object({
  propertyAddress: z.preprocess(
    (value) => value ?? {},
    z.intersection(zTypeaheadAddress, z.object({ occupancyType: zOccupancyField })),
  ),
});
export type PropertyInfoStep = z.infer<typeof zPropertyInfoFields>;

/**
 * REG-006 / VAL-030…039: the property step (register-v2 index, step=property-info). A lender rule
 * (NY blocked, referral licence, state/zip mismatch) is reported alone: the borrower cannot go on
 * with that property whatever else they fix, and the occupancy selection stays blocked.
 */
export function zPropertyInfoStep(context: PropertyStepContext = {}) {
  return z
    .unknown()
    .superRefine((value, refinement) => {
      const address = (typeof value === 'object' && value !== null ? value : {}) as {
        propertyAddress?: unknown;
      };
      for (const issue of listPropertyRuleIssues(address.propertyAddress, context)) {
        refinement.addIssue({
          code: 'custom',
          message: issue.message,
          path: ['propertyAddress', ...issue.path],
        });
      }
    })
    .pipe(zPropertyInfoFields);
}
