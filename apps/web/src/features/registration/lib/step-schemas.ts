/**
 * The register-v2 step schemas in the shape the forms hold (flat fields, the address as a typeahead
 * choice). Every field rule and message is the domain's (packages/domain/src/validation/*), the
 * same ones `REGISTER_V2_STEP_SCHEMAS` and the server use.
 */
import { zDateOfBirth } from '@hearth/domain/validation/date-of-birth';
import { zEmail } from '@hearth/domain/validation/email';
import {
  LOW_INCOME_THRESHOLD,
  readAmount,
  zEmploymentTypeField,
  zIncomeAmount,
  zOtherIncomeAmount,
} from '@hearth/domain/validation/income';
import { zLegalName } from '@hearth/domain/validation/name';
import { zOccupancyField } from '@hearth/domain/validation/occupancy';
import { PASSWORDS_DONT_MATCH_MESSAGE, zNewPassword } from '@hearth/domain/validation/password';
import { zUsPhone } from '@hearth/domain/validation/phone';
import { REQUIRED_MESSAGE } from '@hearth/domain/validation/required';
import { isTypeaheadQueryValid, PROPERTY_ADDRESS_INVALID_MESSAGE } from '@hearth/domain/validation/typeahead';
import { format } from 'date-fns';
import { z } from 'zod';

export const PROPERTY_ADDRESS_MESSAGE = PROPERTY_ADDRESS_INVALID_MESSAGE;
export { LOW_INCOME_THRESHOLD };

const zAddressParts = z.object({
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** VAL-035: at least 3 characters and more than one word (the domain's rule). */
export function isValidStreetText(text: string): boolean {
  return isTypeaheadQueryValid(text);
}

/** VAL-035/036: typed text that is a street, and an address chosen from the list. */
export const zAddressChoice = z
  .object({ text: z.string(), parts: zAddressParts.nullable() })
  .refine((value) => isValidStreetText(value.text) && value.parts !== null && value.parts.street1 !== '', {
    error: PROPERTY_ADDRESS_MESSAGE,
  });

export const zPropertyStep = z.object({
  address: zAddressChoice,
  street2: z.string().trim().max(100),
  occupancyType: zOccupancyField,
});

export const zHomeAddressStep = z.object({ address: zAddressChoice, street2: z.string().trim().max(100) });

export const zForSaleStep = z.object({ isListedForSale: z.enum(['yes', 'no'], { error: REQUIRED_MESSAGE }) });

/** "$12,500" → 12500; '' → undefined; anything else not a number → NaN (the domain's reading). */
export function parseMoneyInput(value: string): number | undefined {
  return readAmount(value);
}

/** VAL-042…046 (the domain's rules): the typed amounts come out as numbers. */
export const zIncomeStep = z.object({
  employmentType: zEmploymentTypeField,
  income: zIncomeAmount,
  otherIncome: zOtherIncomeAmount,
});

/** VAL-010…017 (the domain's rules); `production` makes the last name stricter (VAL-015/016). */
export function createNameStep(production: boolean) {
  return zLegalName({ isProduction: production });
}

/** VAL-002…007 (the domain's rules) with the lender's minimum age and the property state. */
export function createBirthdateStep(options: { minimumAge: number; propertyState: string; today?: Date }) {
  const today = format(options.today ?? new Date(), 'yyyy-MM-dd');
  return z.object({
    dob: zDateOfBirth({ today, minimumAge: options.minimumAge, propertyState: options.propertyState }),
  });
}

export const zContactStep = z.object({ phoneNumber: zUsPhone, email: zEmail });

const zConsents = {
  termPrivacyConsent: z.boolean().refine((value) => value, { error: REQUIRED_MESSAGE }),
  communicationConsent: z.boolean().refine((value) => value, { error: REQUIRED_MESSAGE }),
  smsMarketingConsent: z.boolean(),
  smsTransactionalConsent: z.boolean(),
};

/** VAL-018…023, VAL-028/029: password, confirm and the consents (REG-014: no password when signed in). */
export function createPasswordStep(needsPassword: boolean) {
  if (!needsPassword) {
    return z.object({ password: z.string(), confirmPassword: z.string(), ...zConsents });
  }
  return z
    .object({ password: zNewPassword, confirmPassword: z.string(), ...zConsents })
    .refine((value) => value.password === value.confirmPassword, {
      error: PASSWORDS_DONT_MATCH_MESSAGE,
      path: ['confirmPassword'],
      when: (payload) =>
        !payload.issues.some(
          (issue) => issue.path?.[0] === 'password' || issue.path?.[0] === 'confirmPassword',
        ),
    });
}
