import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { type AnyEndpoint, endpointPath } from '@hearth/domain/api/endpoint';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/helpers.ts';
import { type InjectEndpointOptions, injectEndpoint } from '../../../test/inject-endpoint.ts';
import { type TestAppSuite, useTestApp } from '../../../test/use-test-app.ts';
import type { App } from '../../app.ts';
import { profiles } from '../../db/schema/index.ts';
import { insertApplication } from '../application/application.repository.ts';
import {
  buildIdentityTestApp,
  type RegisteredUser,
  registerUser,
} from '../identity/identity-test-support.ts';
import { SANDBOX_STAFF, seedStaffUser } from '../staff/staff-seed.ts';
import { loginStaffWithSecret } from '../staff/staff-test-support.ts';

/** Test helpers for the ops and conditions suites (not used by the server). */

export const borrowerConditionsPath = (uuid: string) => endpointPath(conditionsApi.list, { uuid });

/**
 * Seeds the sandbox staff user and logs in as them: the password, then a code of its known
 * authenticator secret.
 */
export async function loginAsStaff(app: App): Promise<string> {
  await seedStaffUser(app);
  return loginStaffWithSecret(app, SANDBOX_STAFF);
}

/**
 * A test app (identity and journey routes by default) with the sandbox staff user signed in, built
 * before the file's tests and closed after them; `setup` adds what else the file shares. Read
 * `t`, `staffJwt` and the rest inside tests and hooks.
 */
export function useTestAppWithStaff<Context extends object = Record<never, never>>(
  build: () => Promise<TestApp> = () => buildIdentityTestApp(),
  setup: (t: TestApp) => Promise<Context> = async () => ({}) as Context,
): TestAppSuite<{ staffJwt: string } & Context> {
  return useTestApp(build, async (t) => ({ staffJwt: await loginAsStaff(t.app), ...(await setup(t)) }));
}

/** A call of the ops API with a staff token (`payload` is the JSON body). */
export function staffRequest(
  app: App,
  jwt: string,
  endpoint: AnyEndpoint,
  options: InjectEndpointOptions = {},
): Promise<LightMyRequestResponse> {
  return injectEndpoint(app, endpoint, { ...options, token: jwt });
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
