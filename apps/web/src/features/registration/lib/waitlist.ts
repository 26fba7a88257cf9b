import type { OrgPayload } from '@hearth/domain/org/org-config';
import type { WaitlistBody } from '../api/post-waitlist.ts';
import { toWireDob } from './birthdate.ts';
import type { RegisterData } from './register-data.ts';

export const WAITLIST_PATH = '/waitlist';
export const MARKETING_WAITLIST_PATH = '/marketing-waitlist';

/**
 * REG-043…046: where a registration that cannot go on is sent, or null. OP-22: utm_source=cloc
 * (the crypto campaign) goes to /marketing-waitlist; an unsupported state or an excluded zip to /waitlist.
 */
export function getWaitlistTarget(org: OrgPayload, data: RegisterData): string | null {
  if (data.utmSource.toLowerCase() === 'cloc') {
    return MARKETING_WAITLIST_PATH;
  }
  const { licensedStates, excludedZips } = org.orgMetaData.heloc;
  const { state, zip } = data.propertyAddress;
  if (!licensedStates.includes(state.toUpperCase()) || excludedZips.includes(zip)) {
    return WAITLIST_PATH;
  }
  return null;
}

/** API-040 body from the register data. */
export function buildWaitlistBody(data: RegisterData): WaitlistBody {
  const { street1, street2, city, state, zip } = data.propertyAddress;
  return {
    firstName: data.name.firstName,
    lastName: data.name.lastName,
    dob: toWireDob(data.dob),
    email: data.email,
    income: data.income.income ?? 0,
    street1,
    street2,
    city,
    state,
    zip,
    consent: data.consents.communicationConsent,
  };
}
