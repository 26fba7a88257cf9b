import { endpointPath } from '@hearth/domain/api/endpoint';
import { registrationApi } from '@hearth/domain/api/registration-api';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.ts';
import { bearer } from '../identity/identity-test-support.ts';

export const CREATE_PATH = endpointPath(registrationApi.createHeloc);

/** A date of birth `years` years (and `extraDays` days) before today, yyyy-MM-dd. */
export function dobYearsAgo(years: number, extraDays = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - extraDays);
  return date.toISOString().slice(0, 10);
}

const portland = { street1: '123 Main St', street2: '', city: 'Portland', state: 'OR', zip: '97201' };

/** A complete, valid create body for the fixed Portland address (test support, not used by the server). */
export function buildCreateBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    profileRequest: {
      name: { firstName: 'Ada', middleName: '', lastName: 'Lovelace', suffix: '' },
      email: 'ada@example.com',
      dob: '1980-07-14',
      phoneNumber: '2125550123',
      homeAddress: portland,
      assetAddress: portland,
    },
    propertyRequest: { address: portland, occupancyType: 'HOME' },
    propertyListedForSale: false,
    income: { incomePrimary: 120000, incomeOther: 5000, incomeCoDeeders: [] },
    employmentType: 'FULL_TIME',
    consentRequests: [
      { type: 'TERMS_AND_PRIVACY' },
      { type: 'ELECTRONIC_COMMUNICATIONS' },
      { type: 'SOFT_CREDIT' },
    ],
    utmParameters: { utm_source: 'mail' },
    ...overrides,
  };
}

export function postCreate(
  app: App,
  jwt: string,
  body: Record<string, unknown>,
  options: { state?: string; org?: string; key?: string } = {},
): Promise<LightMyRequestResponse> {
  const query: Record<string, string> = { state: options.state ?? 'OR' };
  if (options.org) {
    query.org = options.org;
  }
  return app.inject({
    method: 'POST',
    url: CREATE_PATH,
    query,
    headers: { ...bearer(jwt), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: body,
  });
}
