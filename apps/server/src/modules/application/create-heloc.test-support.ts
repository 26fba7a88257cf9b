import { endpointPath } from '@hearth/domain/api/endpoint';
import { registrationApi } from '@hearth/domain/api/registration-api';
import {
  type SampleCreateHelocOptions,
  sampleCreateHelocBody,
} from '@hearth/domain/registration/sample-registration';
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

/** The sample create body (`@hearth/domain/registration/sample-registration`) with the utm a landing adds. */
export function buildCreateBody(
  overrides: Record<string, unknown> = {},
  borrower: SampleCreateHelocOptions = {},
): Record<string, unknown> {
  return { ...sampleCreateHelocBody(borrower), utmParameters: { utm_source: 'mail' }, ...overrides };
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
