import { coDeedApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { signerApi } from '@hearth/domain/api/signer-api';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../../test/helpers.ts';
import type { NewApplicationRow } from '../../application/application.repository.ts';
import {
  postJson,
  postMultipart,
  type SeededJourney,
  seedAtStep,
} from '../../borrower-writes/test/journey-write-test-support.ts';
import { TINY_JPEG, TINY_PNG } from '../../documents/test/document-fixtures.ts';
import { getWithToken, STRONG_PASSWORD, uniqueEmail } from '../../identity/identity-test-support.ts';

/** Test helpers for the co-deed and signer suites (not used by the server). */

/** What the deed of trust needs: a selected line (50 000 over 10 years). */
export const WITH_OFFER: Partial<NewApplicationRow> = {
  amount: '50000',
  term: '10',
  rate: '8.5',
  selectedOffer: { type: 'HELOC', term: 10, amount: '50000', rate: '8.5' },
};

/** A borrower whose application waits for the other owner on title. */
export function seedJointAtCoDeed(
  t: TestApp,
  patch: Partial<NewApplicationRow> = {},
): Promise<SeededJourney> {
  return seedAtStep(t, 'CO_DEED_REQ', { ownershipType: 'JOINT', ...WITH_OFFER, ...patch });
}

export interface SentInvite {
  uuid: string;
  email: string;
  token: string;
}

export function readToken(link: string | undefined): string {
  const token = new URL(link ?? '', 'http://localhost').searchParams.get('token');
  if (!token) {
    throw new Error(`no token in ${link}`);
  }
  return token;
}

/** The borrower invites another owner; the sandbox answer carries the one-time link. */
export async function inviteCoOwner(
  t: TestApp,
  borrowerJwt: string,
  uuid: string,
  person: { firstName?: string; lastName?: string; email?: string } = {},
): Promise<SentInvite> {
  const body = { firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail('co-owner'), ...person };
  const response = await postJson(t, borrowerJwt, endpointPath(coDeedApi.invite, { uuid }), body);
  if (response.statusCode !== 201) {
    throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  }
  const invite = response.json<{ uuid: string; email: string; invitationLink?: string }>();
  return { uuid: invite.uuid, email: invite.email, token: readToken(invite.invitationLink) };
}

export function acceptInvite(t: TestApp, token: string, password = STRONG_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: endpointPath(signerApi.acceptInvitation),
    payload: { token, password },
  });
}

/** Invites and accepts: the new co-deeder's token. */
export async function joinAsCoDeeder(
  t: TestApp,
  seeded: SeededJourney,
): Promise<{ jwt: string; invite: SentInvite }> {
  const invite = await inviteCoOwner(t, seeded.borrower.jwt, seeded.uuid);
  const accepted = await acceptInvite(t, invite.token);
  if (accepted.statusCode !== 200) {
    throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  }
  return { jwt: accepted.json<{ jwt: string }>().jwt, invite };
}

export function uploadSignerId(t: TestApp, jwt: string, uuid: string): Promise<LightMyRequestResponse> {
  return postMultipart(
    t,
    jwt,
    endpointPath(signerApi.uploadIdentity, { uuid }),
    { idType: 'DRIVERS_LICENSE' },
    [
      { field: 'front', name: 'front.jpg', bytes: TINY_JPEG },
      { field: 'back', name: 'back.png', bytes: TINY_PNG },
    ],
  );
}

export const TYPED = { signature: { kind: 'TYPED', text: 'Grace Hopper' }, reachedEnd: true } as const;

/** Signs every document the signer has; the last answer. */
export async function signEverything(t: TestApp, jwt: string, uuid: string): Promise<LightMyRequestResponse> {
  const documents = (await getWithToken(t.app, endpointPath(signerApi.documents, { uuid }), jwt)).json<
    { uuid: string }[]
  >();
  let last: LightMyRequestResponse | undefined;
  for (const document of documents) {
    last = await postJson(t, jwt, endpointPath(signerApi.sign, { uuid, documentUuid: document.uuid }), TYPED);
    if (last.statusCode !== 200) {
      throw new Error(`sign failed: ${last.statusCode} ${last.body}`);
    }
  }
  if (!last) {
    throw new Error('the signer has no documents');
  }
  return last;
}
