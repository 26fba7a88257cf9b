import { computeLuhnCheckDigit } from '@hearth/domain/ids/loan-number';
import type { FastifyInstance } from 'fastify';
import { encryptPii } from '../lib/pii.ts';
import { insertApplication } from '../modules/application/application.repository.ts';
import { isUniqueViolation } from '../modules/identity/db-errors.ts';
import { findIdentityByEmail, insertIdentity, upsertAlias } from '../modules/identity/identity.repository.ts';
import { hashPassword } from '../modules/identity/password.ts';
import { insertProfile } from '../modules/profile/profile.repository.ts';
import { seedStaffUser } from '../modules/staff/staff-seed.ts';

/** The demo borrower (non-production only): log in with these to see a dashboard with one application. */
export const DEMO_BORROWER = {
  email: 'demo@hearth.test',
  password: 'Hearth-demo-2026!',
  phoneNumber: '2125550123',
  organizationCode: 'hearth',
} as const;

const DEMO_LOAN_NUMBER_BODY = '100000001';
export const DEMO_LOAN_NUMBER = `${DEMO_LOAN_NUMBER_BODY}${computeLuhnCheckDigit(DEMO_LOAN_NUMBER_BODY)}`;

const DEMO_ADDRESS = {
  street1: '1208 Alder Street',
  street2: null,
  city: 'Portland',
  state: 'OR',
  zip: '97205',
};

/**
 * Idempotent start-up data: the staff user of the ops API (from OPS_EMAIL / OPS_PASSWORD_HASH in
 * production, the sandbox one elsewhere), then the demo borrower, their profile and one
 * in-progress application. The borrower part does nothing in production or when the borrower
 * exists; a concurrent seed losing the race is fine.
 */
export async function seedDemoData(app: FastifyInstance): Promise<void> {
  await seedStaffUser(app);
  if (app.config.isProduction || (await findIdentityByEmail(app.db, DEMO_BORROWER.email))) {
    return;
  }
  const passwordHash = await hashPassword(DEMO_BORROWER.password);
  try {
    await app.db.transaction(async (tx) => {
      const identity = await insertIdentity(tx, {
        email: DEMO_BORROWER.email,
        passwordHash,
        organizationCode: DEMO_BORROWER.organizationCode,
      });
      await upsertAlias(tx, { identityUuid: identity.uuid, type: 'Phone', value: DEMO_BORROWER.phoneNumber });
      await insertProfile(tx, {
        identityUuid: identity.uuid,
        email: DEMO_BORROWER.email,
        firstName: 'Dana',
        lastName: 'Demo',
        dobEncrypted: encryptPii('1980-07-14', app.config.piiKey),
        phoneNumbers: [{ type: 'MOBILE', number: DEMO_BORROWER.phoneNumber }],
        addresses: [{ uuid: crypto.randomUUID(), type: 'HOME', ownership: 'SOLE', ...DEMO_ADDRESS }],
      });
      await insertApplication(tx, {
        loanNumber: DEMO_LOAN_NUMBER,
        identityUuid: identity.uuid,
        organizationCode: DEMO_BORROWER.organizationCode,
        status: { checklistStatus: 'IN_PROGRESS', uwDecision: 'INITIAL' },
        propertyState: DEMO_ADDRESS.state,
        propertyAddress: DEMO_ADDRESS,
        amount: '85000.00',
      });
    });
    app.log.info({ email: DEMO_BORROWER.email }, 'seeded the demo borrower');
  } catch (error) {
    if (!isUniqueViolation(error)) {
      throw error;
    }
  }
}
