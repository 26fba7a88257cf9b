import type { OrgConfig } from '@hearth/domain/org/org-config';
import { STATE_NOT_AVAILABLE_MESSAGE } from '@hearth/domain/validation/property-rules';
import { checkStateZipMatch } from '@hearth/domain/validation/state-zip';
import { findStateForZip } from '../../providers/zip-reference.ts';

export const STATE_QUERY_MISMATCH_MESSAGE = 'The state does not match the property address';
export const LOAN_OFFICER_REQUIRED_MESSAGE =
  'This lender is not accepting applications without a loan officer. Please contact your loan officer.';

interface AddressParts {
  state: string;
  zip: string;
}

/**
 * The lender's rules for a new application (REG-043/044, API-028/029): `?state=` agrees with the
 * property, the property is in a licensed state and not in an excluded zip, every zip lies in its
 * state (real ZIP data), and a lender that requires a loan officer gets a referrer.
 */
export function checkOrgRules(
  org: OrgConfig,
  input: { stateQuery: string; property: AddressParts; home: AddressParts; referrerId: string | undefined },
): string[] {
  const { property } = input;
  const errors: Array<string | undefined> = [
    input.stateQuery.toUpperCase() === property.state ? undefined : STATE_QUERY_MISMATCH_MESSAGE,
    org.product.licensedStates.includes(property.state) && !org.product.excludedZips.includes(property.zip)
      ? undefined
      : STATE_NOT_AVAILABLE_MESSAGE,
    checkStateZipMatch(property, findStateForZip),
    checkStateZipMatch(input.home, findStateForZip),
    org.product.requiresLoanOfficer && !input.referrerId ? LOAN_OFFICER_REQUIRED_MESSAGE : undefined,
  ];
  return [...new Set(errors.filter((error) => error !== undefined))];
}
