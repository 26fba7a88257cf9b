import { zEmail } from '@hearth/domain/validation/email';
import { createPhoneField } from '@hearth/domain/validation/phone';
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry } from '@hearth/domain/validation/phone-country';
import { z } from 'zod';

/**
 * REG-012, VAL-008/009, VAL-024…027, KIT-013: the phone is checked in the selected country's
 * format (the US keeps the spec's rules) and kept as it is sent (10 US digits, else E.164).
 */
export function createContactStep(phoneCountry: string) {
  const country = isPhoneCountry(phoneCountry) ? phoneCountry : DEFAULT_PHONE_COUNTRY;
  return z.object({
    phoneCountry: z.string().transform(() => country),
    phoneNumber: createPhoneField(country),
    email: zEmail,
  });
}
