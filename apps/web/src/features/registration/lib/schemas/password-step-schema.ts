import { zRegulatoryConsents } from '@hearth/domain/validation/consents';
import { PASSWORDS_DONT_MATCH_MESSAGE, zNewPassword } from '@hearth/domain/validation/password';
import { REQUIRED_MESSAGE } from '@hearth/domain/validation/required';
import { z } from 'zod';

const zConsents = {
  termPrivacyConsent: z.boolean().refine((value) => value, { error: REQUIRED_MESSAGE }),
  communicationConsent: z.boolean().refine((value) => value, { error: REQUIRED_MESSAGE }),
  smsMarketingConsent: z.boolean(),
  smsTransactionalConsent: z.boolean(),
  // The form holds plain booleans; the domain's rule (must be true, 'Required') decides.
  eSignConsent: z.boolean().pipe(zRegulatoryConsents.shape.eSignConsent),
  softCreditConsent: z.boolean().pipe(zRegulatoryConsents.shape.softCreditConsent),
};

/** VAL-018…023, VAL-028/029: password, confirm and the consents (with E-SIGN and FCRA soft pull) (REG-014: no password when signed in). */
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
