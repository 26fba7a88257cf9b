import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi } from '@hearth/domain/api/identity-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { postJson, postMultipart } from '../borrower-writes/test/journey-write-test-support.ts';
import { TINY_PDF } from '../documents/test/document-fixtures.ts';
import { getWithToken, registerUser } from '../identity/identity-test-support.ts';
import { borrowerConditionsPath, staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { joinAsCoDeeder, seedJointAtCoDeed } from '../signer/test/signer-test-support.ts';

const suite = useTestAppWithStaff();

const uploadPath = (uuid: string, conditionUuid: string) =>
  endpointPath(conditionsApi.uploadDocument, { uuid, conditionUuid });

function raise(uuid: string, body: Record<string, unknown>) {
  return staffRequest(suite.t.app, suite.staffJwt, opsApi.raiseCondition, {
    params: { uuid: uuid },
    payload: {
      category: 'GENERIC_DOCUMENT_REQUEST',
      title: 'A document',
      description: 'Please upload it',
      ...body,
    },
  });
}

const upload = (jwt: string, uuid: string, conditionUuid: string) =>
  postMultipart(suite.t, jwt, uploadPath(uuid, conditionUuid), {}, [
    { field: 'file', name: 'proof.pdf', bytes: TINY_PDF },
  ]);

describe('conditions asked of an additional signer (SGN-004…006)', () => {
  it('SGN-004: staff address a condition to the co-deeder: only they list it and answer it', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const { jwt, invite } = await joinAsCoDeeder(suite.t, seeded);
    const forSigner = (await raise(seeded.uuid, { title: 'Deed copy', signerUuid: invite.uuid })).json().uuid;
    const forBorrower = (await raise(seeded.uuid, { title: 'Trust' })).json().uuid;

    const signerList = await getWithToken(suite.t.app, borrowerConditionsPath(seeded.uuid), jwt);
    expect(signerList.statusCode, signerList.body).toBe(200);
    expect(signerList.json().map((condition: { uuid: string }) => condition.uuid)).toEqual([forSigner]);
    const borrowerList = await getWithToken(
      suite.t.app,
      borrowerConditionsPath(seeded.uuid),
      seeded.borrower.jwt,
    );
    expect(borrowerList.json().map((condition: { uuid: string }) => condition.uuid)).toEqual([forBorrower]);

    expect((await upload(seeded.borrower.jwt, seeded.uuid, forSigner)).statusCode).toBe(404);
    expect((await upload(jwt, seeded.uuid, forBorrower)).statusCode).toBe(404);
    const answered = await upload(jwt, seeded.uuid, forSigner);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ uuid: forSigner, actionNeeded: false });

    const stranger = await registerUser(suite.t.app);
    expect(
      (await getWithToken(suite.t.app, borrowerConditionsPath(seeded.uuid), stranger.jwt)).statusCode,
    ).toBe(404);
  });

  it('SGN-004: a condition for a signer the application does not have is refused', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const response = await raise(seeded.uuid, { signerUuid: crypto.randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['This application has no such additional signer'] });
  });
});

describe('the phone-number page’s call (CND-002)', () => {
  it('CND-002: saves the phone as the alias call does and answers the MISSING_PHONE_NUMBER condition', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const phone = (await raise(seeded.uuid, { category: 'MISSING_PHONE_NUMBER', title: 'Phone' })).json()
      .uuid;
    const trust = (await raise(seeded.uuid, { title: 'Trust' })).json().uuid;
    const path = (conditionUuid: string) =>
      endpointPath(conditionsApi.answerPhone, { uuid: seeded.uuid, conditionUuid });

    const bad = await postJson(suite.t, seeded.borrower.jwt, path(phone), { value: '123' });
    expect(bad.statusCode).toBe(400);
    const wrongKind = await postJson(suite.t, seeded.borrower.jwt, path(trust), { value: '(415) 555-0134' });
    expect(wrongKind.statusCode).toBe(409);
    expect(wrongKind.json()).toEqual({ errors: ['This condition does not ask for a phone number'] });
    const stranger = await registerUser(suite.t.app);
    expect((await postJson(suite.t, stranger.jwt, path(phone), { value: '4155550134' })).statusCode).toBe(
      404,
    );

    const answered = await postJson(suite.t, seeded.borrower.jwt, path(phone), { value: '(415) 555-0134' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ uuid: phone, actionNeeded: false });
    const identity = await injectEndpoint(suite.t.app, identityApi.get, { token: seeded.borrower.jwt });
    expect(identity.json().aliases).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'Phone', value: '4155550134' })]),
    );
    const profile = await injectEndpoint(suite.t.app, profileApi.get, { token: seeded.borrower.jwt });
    expect(profile.json().phoneNumbers).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'MOBILE' })]),
    );
  });
});
