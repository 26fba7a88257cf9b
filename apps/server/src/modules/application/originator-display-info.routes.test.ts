import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { describe, expect, it } from 'vitest';
import { insertApplicationAt } from '../../lifecycle/lifecycle-test-support.ts';
import { SANDBOX_REFERRALS } from '../../providers/sandbox/sandbox-lead-portal.ts';
import { getWithToken, useTestAppWithBorrowers } from '../identity/identity-test-support.ts';

const LOAN_OFFICER = '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a01';
const BROKER = '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a02';
const suite = useTestAppWithBorrowers('alice', 'bob');

async function readDisplayInfo(referral: { referrerId?: string; referralId?: string }) {
  const row = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'OFFER_SELECTION', referral);
  const response = await getWithToken(
    suite.t.app,
    endpointPath(applicationApi.get, { uuid: row.uuid }),
    suite.alice.jwt,
  );
  expect(response.statusCode).toBe(200);
  return { uuid: row.uuid, info: response.json().originatorDisplayInfo };
}

describe('GET …/application/heloc/{uuid}: originatorDisplayInfo (CND-031, CND-036)', () => {
  it('names the loan officer the application was referred by, with their contact details', async () => {
    const { info } = await readDisplayInfo({ referrerId: LOAN_OFFICER });
    expect(info).toEqual({
      originatorName: 'Jordan Rivera',
      brokerName: null,
      avatarUri: null,
      email: 'jordan.rivera@hearth.example',
      phoneNumber: '503-555-0142',
      nmls: '1234567',
    });
  });

  it('names a wholesale broker by the broker name alone', async () => {
    const { info } = await readDisplayInfo({ referrerId: BROKER });
    expect(info).toMatchObject({
      originatorName: null,
      brokerName: 'Summit Mortgage Brokers',
      nmls: '7654321',
    });
  });

  it("falls back to the loan officer of the application's referral (rid)", async () => {
    const { info } = await readDisplayInfo({ referralId: SANDBOX_REFERRALS[0]?.uuid });
    expect(info).toMatchObject({ originatorName: 'Jordan Rivera' });
  });

  it('is null when nobody referred the application, or the referrer is unknown', async () => {
    expect((await readDisplayInfo({})).info).toBeNull();
    expect((await readDisplayInfo({ referrerId: '5b0c1a52-7d4e-4c1e-9a55-000000000000' })).info).toBeNull();
  });

  it("is not readable through someone else's application", async () => {
    const { uuid } = await readDisplayInfo({ referrerId: LOAN_OFFICER });
    const response = await getWithToken(
      suite.t.app,
      endpointPath(applicationApi.get, { uuid }),
      suite.bob.jwt,
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Jordan Rivera');
  });
});
