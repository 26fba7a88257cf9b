import { differenceInYears } from 'date-fns';
import { toCalendarDate } from '../dates/calendar-date.ts';
import { fillMessageTemplate } from './message-templates.ts';

export const DEFAULT_MINIMUM_AGE = 18;
export const ALABAMA_MINIMUM_AGE = 19;
/** ORG-007 / VAL-004: age-restricted interest-only organisations. */
export const AGE_RESTRICTED_MINIMUM_AGE = 62;

export const MINIMUM_AGE_MESSAGE = 'Must be at least 18 years old';
export const AGE_RESTRICTED_MESSAGE = 'Must be 62 years or older to apply for a loan';
/** OP-19: the spec states the Alabama rule without a message; this follows the 18+ wording. */
export const ALABAMA_MINIMUM_AGE_MESSAGE = 'Must be at least 19 years old in Alabama';

export interface MinimumAgeRule {
  /** Two-letter state of the property (Alabama raises the minimum to 19). */
  propertyState?: string | undefined;
  /** The organisation's minimum age (OrgConfig product.minimumAge: 18, or 62 when age-restricted). */
  minimumAge?: number | undefined;
}

/** VAL-003…005: the age an applicant must have reached, the highest rule that applies. */
export function getMinimumAge({ propertyState, minimumAge }: MinimumAgeRule): number {
  const stateMinimum = propertyState?.toUpperCase() === 'AL' ? ALABAMA_MINIMUM_AGE : DEFAULT_MINIMUM_AGE;
  return Math.max(DEFAULT_MINIMUM_AGE, stateMinimum, minimumAge ?? DEFAULT_MINIMUM_AGE);
}

/** The message for an applicant younger than `getMinimumAge(rule)`. */
export function getMinimumAgeMessage(rule: MinimumAgeRule): string {
  const age = getMinimumAge(rule);
  if (age === DEFAULT_MINIMUM_AGE) {
    return MINIMUM_AGE_MESSAGE;
  }
  if (age === AGE_RESTRICTED_MINIMUM_AGE) {
    return AGE_RESTRICTED_MESSAGE;
  }
  if (age === ALABAMA_MINIMUM_AGE && (rule.minimumAge ?? DEFAULT_MINIMUM_AGE) < ALABAMA_MINIMUM_AGE) {
    return ALABAMA_MINIMUM_AGE_MESSAGE;
  }
  return fillMessageTemplate('minimumAge', { age });
}

/**
 * Whole years from `birthDate` to `today` (both yyyy-MM-dd). A 29 February birthday is reached on
 * 1 March in a common year (the day after 28 February), never early.
 */
export function calculateAge(birthDate: string, today: string): number {
  return differenceInYears(toCalendarDate(today), toCalendarDate(birthDate));
}
