import { endpointPath } from '@hearth/domain/api/endpoint';
import { leadPortalApi } from '@hearth/domain/api/registration-api';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { SANDBOX_LOAN_ORIGINATORS, SANDBOX_REFERRALS } from '../../providers/sandbox/sandbox-lead-portal.ts';

const [RETAIL_LO, BROKER] = SANDBOX_LOAN_ORIGINATORS;
const [REFERRAL] = SANDBOX_REFERRALS;

const suite = useTestApp(() => buildTestApp({ rateLimitsEnabled: false }));

const get = (url: string) => suite.t.app.inject({ method: 'GET', url });
const loPath = (loanOriginatorUuid = '') =>
  endpointPath(leadPortalApi.loanOriginator, { loanOriginatorUuid });
const referralPath = (referralUuid = '') => endpointPath(leadPortalApi.referral, { referralUuid });
const prepopPath = (id: string) => `${endpointPath(leadPortalApi.affiliatePrefill)}?id=${id}`;

describe('sandbox lead portal (API-037, API-057…059)', () => {
  it('answers the retail loan officer and the wholesale broker cards', async () => {
    const lo = await get(loPath(RETAIL_LO?.uuid));
    expect(lo.statusCode).toBe(200);
    expect(lo.json()).toMatchObject({ originatorName: 'Jordan Rivera', brokerName: null, channel: 'RETAIL' });
    const broker = await get(loPath(BROKER?.uuid));
    expect(broker.json()).toMatchObject({
      originatorName: null,
      brokerName: 'Summit Mortgage Brokers',
      channel: 'WHOLESALE',
    });
  });

  it('answers licensed states', async () => {
    const response = await get(
      endpointPath(leadPortalApi.licensedStates, { loanOriginatorUuid: RETAIL_LO?.uuid }),
    );
    expect(response.json()).toEqual({
      licensedStates: ['CA', 'OR', 'WA'],
      enforceLicensedStatesForReferral: true,
    });
  });

  it('answers a referral and, by referral id, its status and e-mail (API-031)', async () => {
    expect((await get(referralPath(REFERRAL?.uuid))).json()).toMatchObject({
      firstName: 'Riley',
      state: 'OR',
    });
    expect(
      (await get(endpointPath(leadPortalApi.referralStatus, { referralUuid: REFERRAL?.uuid }))).json(),
    ).toEqual({
      status: 'ACTIVE',
      email: 'riley.morgan@example.com',
    });
  });

  it('answers an affiliate prefill', async () => {
    const response = await get(prepopPath('aff-demo-1'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: { firstName: 'Casey' }, income: 95000, abVersion: 'A' });
  });

  it.each([
    loPath(crypto.randomUUID()),
    referralPath(crypto.randomUUID()),
    prepopPath('nope'),
    prepopPath('__proto__'),
  ])('answers 404 for the unknown %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Not found'] });
  });

  it('answers 400 for a malformed id', async () => {
    expect((await get(loPath('not-a-uuid'))).statusCode).toBe(400);
    expect((await get(prepopPath('x'.repeat(5000)))).statusCode).toBe(400);
  });
});
