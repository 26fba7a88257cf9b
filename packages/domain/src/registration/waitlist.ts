import { z } from 'zod';
import { zCity, zStateField, zStreet1, zStreet2, zZip } from '../validation/address.ts';
import { zEmail } from '../validation/email.ts';
import { zIncomeValue } from '../validation/income.ts';
import { zFirstName, zLastName } from '../validation/name.ts';
import { REQUIRED_MESSAGE } from '../validation/required.ts';

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

/**
 * The contract's body: every environment's field rules. Production's stricter last name is checked
 * again on the server, which knows where it runs.
 */
export const zWaitlistBody = buildWaitlistBodySchema({ isProduction: false });

export const zWaitlistResponse = z.object({ waitlisted: z.literal(true) });
