import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.ts';
import { profiles } from '../../db/schema/index.ts';
import { insertApplication } from '../application/application.repository.ts';
import { bearer, type RegisteredUser, registerUser } from '../identity/identity-test-support.ts';
import { SANDBOX_STAFF, seedStaffUser } from './staff-seed.ts';

/** Test helpers for the ops and conditions suites (not used by the server). */

export const OPS = '/ops/api/v1';
export const borrowerConditionsPath = (uuid: string) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;

/** Seeds the sandbox staff user and logs in as them. */
export async function loginAsStaff(app: App): Promise<string> {
  await seedStaffUser(app);
  const response = await app.inject({
    method: 'POST',
    url: `${OPS}/login`,
    payload: { email: SANDBOX_STAFF.email, password: SANDBOX_STAFF.password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ jwt: string }>().jwt;
}

export function staffRequest(
  app: App,
  jwt: string,
  method: 'GET' | 'POST',
  path: string,
  extra: Omit<InjectOptions, 'method' | 'url'> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    ...extra,
    method,
    url: `${OPS}${path}`,
    headers: { ...bearer(jwt), ...extra.headers },
  });
}

let loanCounter = 0;

export interface SeededApplication {
  uuid: string;
  loanNumber: string;
  borrower: RegisteredUser;
}

/**
 * A borrower (registered through the API) with a profile and one application written directly,
 * at a chosen creation time and step, so that ordering and filters are deterministic.
 */
export async function seedApplication(
  app: App,
  options: {
    lastName?: string;
    createdDate?: Date;
    serverStep?: string;
    org?: string;
    email?: string;
    state?: string;
  } = {},
): Promise<SeededApplication> {
  const borrower = await registerUser(app, options.email);
  await app.db
    .update(profiles)
    .set({ firstName: 'Test', lastName: options.lastName ?? 'Borrower' })
    .where(eq(profiles.identityUuid, borrower.identityUuid));
  loanCounter += 1;
  const loanNumber = `9${String(Date.now() % 1e6).padStart(6, '0')}${String(loanCounter).padStart(3, '0')}`;
  const row = await insertApplication(app.db, {
    loanNumber,
    identityUuid: borrower.identityUuid,
    organizationCode: options.org ?? 'hearth',
    status: { checklistStatus: 'IN_PROGRESS' },
    serverStep: options.serverStep ?? 'OFFER_SELECTION',
    propertyState: options.state ?? 'OR',
    ...(options.createdDate ? { createdDate: options.createdDate, updatedDate: options.createdDate } : {}),
  });
  return { uuid: row.uuid, loanNumber, borrower };
}
