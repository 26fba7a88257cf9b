import { applicationApi } from '@hearth/domain/api/application-api';
import { borrowerInfoApi } from '@hearth/domain/api/borrower-info-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { offersApi } from '@hearth/domain/api/offers-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { decryptPii } from '../../lib/pii.ts';
import { expectStep } from '../../lifecycle/jobs/handlers/test/drive-journey.ts';
import {
  buildLifecycleTestApp,
  createApplicationAs,
  readApplicationRow,
} from '../../lifecycle/jobs/handlers/test/journey-test-support.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import {
  chooseFirstOffer,
  postAs,
  VALID_HMDA,
  VALID_PROFILE_INFO,
} from '../offers/test/offers-test-support.ts';
import { useTestAppWithStaff } from '../ops/ops-test-support.ts';

const suite = useTestAppWithStaff(buildLifecycleTestApp, async (t) => ({
  stranger: await registerUser(t.app),
}));

const profileInfoPath = (uuid: string) => endpointPath(borrowerInfoApi.profileInfo, { uuid });
const hmdaPath = (uuid: string) => endpointPath(borrowerInfoApi.hmda, { uuid });

async function atCollectAdditionalInfo() {
  const application = await createApplicationAs(suite.t, 'Lovelace');
  await expectStep(suite.t, application.uuid, 'OFFER_SELECTION');
  const offer = await chooseFirstOffer(suite.t.app, application.jwt, application.uuid);
  const selected = await postAs(
    suite.t.app,
    application.jwt,
    endpointPath(offersApi.select, { uuid: application.uuid }),
    {
      type: offer.type,
      term: offer.term,
      amount: offer.amount,
    },
  );
  expect(selected.statusCode).toBe(200);
  return application;
}

describe('POST P/profile-info (COLLECT_ADDITIONAL_INFO → PROFILE_INFO_ADDED, PRG-037)', () => {
  it('refuses out-of-order writes, malformed SSNs, strangers and staff, storing nothing', async () => {
    const early = await createApplicationAs(suite.t, 'Lovelace');
    await expectStep(suite.t, early.uuid, 'OFFER_SELECTION');
    const tooEarly = await postAs(
      suite.t.app,
      early.jwt,
      endpointPath(borrowerInfoApi.profileInfo, { uuid: early.uuid }),
      VALID_PROFILE_INFO,
    );
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().errors[0]).toContain('OFFER_SELECTION');

    const { uuid, jwt } = await atCollectAdditionalInfo();
    const hmdaFirst = await postAs(suite.t.app, jwt, hmdaPath(uuid), VALID_HMDA);
    expect(hmdaFirst.statusCode).toBe(409);
    expect(hmdaFirst.json().errors[0]).toContain('COLLECT_ADDITIONAL_INFO');
    const bad: [Record<string, unknown>, string][] = [
      [{ ...VALID_PROFILE_INFO, ssn: '123-45-678' }, 'A Social Security number has 9 digits'],
      [{ ...VALID_PROFILE_INFO, ssn: '000-12-3456' }, 'Please enter a valid Social Security number'],
      [{ ...VALID_PROFILE_INFO, ssn: '666-12-3456' }, 'Please enter a valid Social Security number'],
      [{ ...VALID_PROFILE_INFO, ssn: '912-12-3456' }, 'Please enter a valid Social Security number'],
      [{ ...VALID_PROFILE_INFO, ssn: '123-00-3456' }, 'Please enter a valid Social Security number'],
      [{ ...VALID_PROFILE_INFO, ssn: '123-45-0000' }, 'Please enter a valid Social Security number'],
      [{ ...VALID_PROFILE_INFO, ssn: '' }, 'Please enter your Social Security number'],
      [
        { ...VALID_PROFILE_INFO, hardCreditConsent: false },
        'Please agree to the hard credit check to continue',
      ],
      [{ ...VALID_PROFILE_INFO, ownershipType: 'TRUST' }, 'Please enter the name of the trust'],
      [
        { ...VALID_PROFILE_INFO, ownershipType: 'LEASE' },
        'Please tell us how you hold title to the property',
      ],
    ];
    for (const [payload, message] of bad) {
      const response = await postAs(suite.t.app, jwt, profileInfoPath(uuid), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContain(message);
      const digits = String(payload.ssn).replace(/-/g, '');
      if (digits.length >= 5) {
        expect(response.body).not.toContain(digits.slice(0, 5));
      }
    }
    expect(
      (await postAs(suite.t.app, suite.stranger.jwt, profileInfoPath(uuid), VALID_PROFILE_INFO)).statusCode,
    ).toBe(404);
    expect(
      (await postAs(suite.t.app, suite.staffJwt, profileInfoPath(uuid), VALID_PROFILE_INFO)).statusCode,
    ).toBe(403);
    const row = await readApplicationRow(suite.t, uuid);
    expect(row).toMatchObject({
      serverStep: 'COLLECT_ADDITIONAL_INFO',
      ssnEncrypted: null,
      ownershipType: null,
    });
    expect(row.consents).not.toContain('HARD_CREDIT');
  });

  it('stores the SSN encrypted, the trust and the HARD_CREDIT consent; answers only the last four', async () => {
    const { uuid, jwt } = await atCollectAdditionalInfo();
    const response = await postAs(suite.t.app, jwt, profileInfoPath(uuid), {
      ownershipType: 'TRUST',
      trustName: ' Lovelace Family Trust ',
      ssn: '123456789',
      hardCreditConsent: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ownershipType: 'TRUST',
      trustName: 'Lovelace Family Trust',
      ssnMasked: '***-**-6789',
      hardCreditConsent: true,
      serverStep: 'HMDA',
    });
    expect(response.body).not.toContain('123456789');
    expect(response.body).not.toContain('12345');
    const row = await readApplicationRow(suite.t, uuid);
    expect(row).toMatchObject({
      serverStep: 'HMDA',
      ownershipType: 'TRUST',
      trustName: 'Lovelace Family Trust',
    });
    expect(row.consents).toContain('HARD_CREDIT');
    expect(row.ssnEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('123456789');
    expect(decryptPii(row.ssnEncrypted ?? '', suite.t.config.piiKey)).toBe('123456789');
    const read = await suite.t.app.inject({
      method: 'GET',
      url: endpointPath(applicationApi.get, { uuid }),
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(read.body).not.toContain('123456789');
    expect(read.json()).toMatchObject({ hasSsn: true, ssnMasked: '***-**-6789', ownershipType: 'TRUST' });
    // PRG-037: the client's progress model reads ownership and hasSsn from the profile.
    const profile = await injectEndpoint(suite.t.app, profileApi.get, { token: jwt });
    expect(profile.json()).toMatchObject({ hasSsn: true, addresses: [{ type: 'HOME', ownership: 'TRUST' }] });
    expect(profile.body).not.toContain('123456789');
  });
});

describe('POST P/hmda (HMDA → HMDA_SUBMITTED)', () => {
  it('refuses answers Reg C does not allow, then stores the answers and lets the disclosure jobs run', async () => {
    const { uuid, jwt } = await atCollectAdditionalInfo();
    expect((await postAs(suite.t.app, jwt, profileInfoPath(uuid), VALID_PROFILE_INFO)).statusCode).toBe(200);
    const bad: [Record<string, unknown>, string][] = [
      [{ ...VALID_HMDA, sex: 'FEMALE' }, 'Please choose from the listed answers'],
      [
        { ...VALID_HMDA, race: ['WHITE', 'NOT_PROVIDED'] },
        "'I do not wish to provide this information' cannot be combined with other answers",
      ],
      [{ ...VALID_HMDA, ethnicity: ['CUBAN'] }, 'Please also choose the group this answer belongs to'],
      [{ ...VALID_HMDA, raceTribe: 'Navajo' }, 'Please choose the answer this description belongs to'],
      [{ ...VALID_HMDA, sex: ['OTHER'] }, 'Please choose from the listed answers'],
    ];
    for (const [payload, message] of bad) {
      const response = await postAs(suite.t.app, jwt, hmdaPath(uuid), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContain(message);
    }
    expect((await postAs(suite.t.app, suite.stranger.jwt, hmdaPath(uuid), VALID_HMDA)).statusCode).toBe(404);
    expect((await postAs(suite.t.app, suite.staffJwt, hmdaPath(uuid), VALID_HMDA)).statusCode).toBe(403);
    expect(await readApplicationRow(suite.t, uuid)).toMatchObject({
      serverStep: 'HMDA',
      hasHmda: false,
      hmdaAnswers: null,
    });

    // Voluntary: a question left blank (sex here) is accepted and kept as not answered.
    const response = await postAs(suite.t.app, jwt, hmdaPath(uuid), {
      ...VALID_HMDA,
      sex: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hasHmda: true, serverStep: 'GEN_APPLICATION_DISCLOSURE' });
    const row = await readApplicationRow(suite.t, uuid);
    expect(row.hasHmda).toBe(true);
    expect(row.hmdaAnswers).toEqual({
      ethnicity: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
      ethnicityOther: 'Colombian',
      race: ['ASIAN', 'KOREAN', 'WHITE'],
      sex: [],
      collectedBy: 'ONLINE',
      submittedAt: expect.any(String),
    });
    expect((await postAs(suite.t.app, jwt, hmdaPath(uuid), VALID_HMDA)).statusCode).toBe(409);
    await expectStep(suite.t, uuid, 'SUMMARY_DISCLOSURE');
  });
});
