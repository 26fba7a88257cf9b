import { resolve } from 'node:path';
import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi, identityBrokerApi } from '@hearth/domain/api/identity-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { type TestAppSuite, useTestApp } from '../../../test/use-test-app.ts';
import type { App } from '../../app.ts';
import type { AppConfig } from '../../config/env.ts';
import { runMigrations } from '../../db/migrate.ts';
import { SERVER_ROOT } from '../../lib/paths.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/** Test helpers for the identity, profile and application suites (not used by the server). */

export const STRONG_PASSWORD = 'Correct-Horse-42!';
export const VALID_PHONE = '2125550123';
export const REGISTER_PATH = endpointPath(identityApi.register);
export const LOGIN_PATH = endpointPath(identityApi.login);
export const PROFILE_PATH = endpointPath(profileApi.get);
export const LOGOUT_PATH = endpointPath(identityBrokerApi.logout, { audience: 'customer' });
export const APPLICATIONS_PATH = endpointPath(applicationApi.list);

/**
 * buildTestApp with rate limits off (suites register many users from one address). It also applies
 * apps/server/drizzle explicitly — a no-op once the test helper's migrations folder is the real one.
 */
export async function buildIdentityTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const t = await buildTestApp({ rateLimitsEnabled: false, ...overrides }, options);
  await runMigrations(t.database, resolve(SERVER_ROOT, 'drizzle'));
  return t;
}

let counter = 0;

export function uniqueEmail(prefix = 'borrower'): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now().toString(36)}@example.com`;
}

export function register(
  app: App,
  body: Record<string, unknown>,
  organization: string | null = 'hearth',
): Promise<LightMyRequestResponse> {
  return injectEndpoint(app, identityApi.register, {
    payload: body,
    ...(organization === null ? {} : { query: { organization } }),
  });
}

export interface RegisteredUser {
  email: string;
  jwt: string;
  identityUuid: string;
}

/** Registers a fresh borrower and returns their token and identity uuid. */
/** A borrower of `organization` (their token opens that lender's site only). */
export async function registerUser(
  app: App,
  email = uniqueEmail(),
  organization = 'hearth',
): Promise<RegisteredUser> {
  const response = await register(
    app,
    { email, password: STRONG_PASSWORD, phoneNumber: VALID_PHONE },
    organization,
  );
  if (response.statusCode !== 200) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  const { jwt } = response.json<{ jwt: string }>();
  const identity = await injectEndpoint(app, identityApi.get, {
    token: jwt,
    headers: { 'x-org': organization },
  });
  return { email, jwt, identityUuid: identity.json<{ uuid: string }>().uuid };
}

/**
 * A test app (identity routes) with one borrower registered per name, shared by the file's tests:
 * `useTestAppWithBorrowers('alice', 'bob')` gives `suite.t`, `suite.alice` and `suite.bob`.
 */
export function useTestAppWithBorrowers<const Name extends string>(
  ...names: Name[]
): TestAppSuite<Record<Name, RegisteredUser>> {
  return useTestApp(buildIdentityTestApp, async (t) => {
    const borrowers = {} as Record<Name, RegisteredUser>;
    for (const name of names) {
      borrowers[name] = await registerUser(t.app);
    }
    return borrowers;
  });
}

export function bearer(jwt: string): { authorization: string } {
  return { authorization: `Bearer ${jwt}` };
}

export function getWithToken(app: App, url: string, jwt: string, extra: InjectOptions = {}) {
  return app.inject({ ...extra, method: 'GET', url, headers: { ...bearer(jwt), ...extra.headers } });
}

/** The response's `hearth_session` Set-Cookie lines, parsed. */
export function sessionCookies(response: LightMyRequestResponse) {
  return response.cookies.filter((cookie) => cookie.name === SESSION_COOKIE);
}
