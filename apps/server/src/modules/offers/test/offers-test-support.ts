import { borrowerInfoApi } from '@hearth/domain/api/borrower-info-api';
import { type AnyEndpoint, endpointPath } from '@hearth/domain/api/endpoint';
import { offersApi } from '@hearth/domain/api/offers-api';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../app.ts';
import { bearer } from '../../identity/identity-test-support.ts';

/** Test helpers for the pre-submission suites (offers, borrower info, signing); not used by the server. */

export function postAs(
  app: App,
  jwt: string,
  url: string,
  payload: unknown = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: bearer(jwt),
    payload: payload as Record<string, unknown>,
  });
}

export function getAs(app: App, jwt: string, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: bearer(jwt) });
}

export const VALID_PROFILE_INFO = { ownershipType: 'SOLE', ssn: '123-45-6789', hardCreditConsent: true };

export const VALID_HMDA = {
  ethnicity: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
  ethnicityOther: 'Colombian',
  race: ['ASIAN', 'KOREAN', 'WHITE'],
  sex: ['NOT_PROVIDED'],
  collectedBy: 'ONLINE',
};

/** The first offer of the stored set, and an amount inside it. */
export async function chooseFirstOffer(
  app: App,
  jwt: string,
  uuid: string,
): Promise<{ type: string; term: number; amount: number; rate: number; min: number; max: number }> {
  const response = await getAs(app, jwt, endpointPath(offersApi.list, { uuid }));
  const offer = response.json<{
    offers: { type: string; term: number; rate: number; min: number; max: number }[];
  }>().offers[0];
  if (!offer) {
    throw new Error(`no offer: ${response.statusCode} ${response.body}`);
  }
  return { ...offer, amount: Math.min(offer.max, 50_000) };
}

/** The borrower's writes through the API from OFFER_SELECTION to HMDA_SUBMITTED. */
export async function submitPreSubmissionForms(app: App, jwt: string, uuid: string): Promise<void> {
  const offer = await chooseFirstOffer(app, jwt, uuid);
  const steps: [AnyEndpoint, unknown][] = [
    [offersApi.select, { type: offer.type, term: offer.term, amount: offer.amount }],
    [borrowerInfoApi.profileInfo, VALID_PROFILE_INFO],
    [borrowerInfoApi.hmda, VALID_HMDA],
  ];
  for (const [endpoint, payload] of steps) {
    const response = await postAs(app, jwt, endpointPath(endpoint, { uuid }), payload);
    if (response.statusCode !== 200) {
      throw new Error(`${endpoint.id}: ${response.statusCode} ${response.body}`);
    }
  }
}
