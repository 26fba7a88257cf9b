import { AppError } from '@hearth/domain/errors/app-error';
import type { WaitlistBody } from '@hearth/domain/registration/waitlist';
import { checkDateOfBirth } from '@hearth/domain/validation/date-of-birth';
import { checkStateZipMatch } from '@hearth/domain/validation/state-zip';
import type { Db } from '../../db/client.ts';
import { encryptPii } from '../../lib/pii.ts';
import { findStateForZip } from '../../providers/zip-reference.ts';
import { insertWaitlistEntryOnce } from './waitlist.repository.ts';

/**
 * API-040 / REG-046: joins the waitlist. The answer is the same whether or not the e-mail was
 * already on it for that state (idempotent, and it reveals nothing about who signed up).
 */
export async function joinWaitlist(
  db: Db,
  piiKey: Buffer,
  organizationCode: string,
  body: WaitlistBody,
  today: string,
): Promise<{ waitlisted: true }> {
  const errors = [
    checkDateOfBirth(body.dob, { today, propertyState: body.state }),
    checkStateZipMatch(body, findStateForZip),
  ].filter((message) => message !== undefined);
  if (errors.length > 0) {
    throw new AppError('VALIDATION', errors);
  }
  await insertWaitlistEntryOnce(db, {
    organizationCode,
    firstName: body.firstName,
    lastName: body.lastName,
    dobEncrypted: encryptPii(body.dob, piiKey),
    email: body.email,
    income: body.income.toFixed(2),
    street1: body.street1,
    street2: body.street2 || null,
    city: body.city,
    state: body.state,
    zip: body.zip,
    consent: body.consent,
  });
  return { waitlisted: true };
}
