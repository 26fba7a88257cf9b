import { z } from 'zod';
import { zUsAddress } from '../validation/address.ts';
import { zRegisterConsents } from '../validation/consents.ts';
import { zDateOfBirth } from '../validation/date-of-birth.ts';
import { zEmail } from '../validation/email.ts';
import { zIsListedForSale } from '../validation/for-sale.ts';
import { zIncomeFields } from '../validation/income.ts';
import { zLegalName } from '../validation/name.ts';
import { zNewPasswordWithConfirm } from '../validation/password.ts';
import { zPhoneNumber } from '../validation/phone.ts';
import { type PropertyStepContext, zPropertyInfoStep } from './property-address-step.ts';
import type { RegisterV2StepPath } from './register-steps.ts';

export interface RegisterStepContext extends PropertyStepContext {
  /** VAL-015/016: the production last-name rule. */
  isProduction: boolean;
  /** Today's calendar date, yyyy-MM-dd (age rules). */
  today: string;
  /** The organisation's minimum age (OrgConfig product.minimumAge). */
  minimumAge?: number | undefined;
  /** The property state chosen on the first step (Alabama: 19). */
  propertyState?: string | undefined;
  /** REG-014: no password is asked when already authenticated. */
  isAuthenticated?: boolean | undefined;
}

/**
 * Each register-v2 step's rules over its slice of the register data (see zRegisterData). Consents
 * are given on the last step, with the password; an authenticated borrower gives only the consents.
 */
export const REGISTER_V2_STEP_SCHEMAS = {
  index: (context: RegisterStepContext) => zPropertyInfoStep(context),
  'home-address': () => z.object({ homeAddress: zUsAddress }),
  'for-sale': () => z.object({ isListedForSale: zIsListedForSale }),
  'annual-income': () => z.object({ income: zIncomeFields }),
  'legal-name': (context: RegisterStepContext) => z.object({ name: zLegalName(context) }),
  birthdate: (context: RegisterStepContext) => z.object({ dob: zDateOfBirth(context) }),
  'phone-and-email': () => z.object({ email: zEmail, phoneNumber: zPhoneNumber }),
  'set-password': (context: RegisterStepContext) =>
    context.isAuthenticated
      ? z.object({ consents: zRegisterConsents })
      : z.object({ consents: zRegisterConsents }).and(zNewPasswordWithConfirm),
} satisfies Record<RegisterV2StepPath, (context: RegisterStepContext) => z.ZodType>;
