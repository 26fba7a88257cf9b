import { zCity, zStateField, zStreet1, zStreet2, zZip } from '@hearth/domain/validation/address';
import { zEmail } from '@hearth/domain/validation/email';
import { zIncomeValue } from '@hearth/domain/validation/income';
import { zFirstName, zLastName } from '@hearth/domain/validation/name';
import { REQUIRED_MESSAGE } from '@hearth/domain/validation/required';
import { z } from 'zod';

/** API-040: POST /waitlist/home-equity-loan-plus (names follow the production rule outside tests). */
export const buildWaitlistBodySchema = (options: { isProduction: boolean }) =>
  z.strictObject({
    firstName: zFirstName,
    lastName: zLastName(options),
    /** yyyy-MM-dd; the age and date rules run in the service (they need today's date). */
    dob: z.string({ error: 'Date of birth is required' }).max(10, { error: 'Invalid date' }),
    email: zEmail,
    income: zIncomeValue,
    street1: zStreet1,
    street2: zStreet2,
    city: zCity,
    state: zStateField,
    zip: zZip,
    consent: z.literal(true, { error: REQUIRED_MESSAGE }),
  });
export type WaitlistBody = z.infer<ReturnType<typeof buildWaitlistBodySchema>>;

export const zWaitlistResponse = z.object({ waitlisted: z.literal(true) });
