import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { consentApi } from '@hearth/domain/api/registration-api';
import { CONSENT_PROMPT_TYPES } from '@hearth/domain/enums/consent-prompt-type';
import { CONSENT_TYPES } from '@hearth/domain/enums/consent-type';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestAppWithBorrowers } from '../identity/identity-test-support.ts';

const suite = useTestAppWithBorrowers('alice');

describe('GET /service-application/api/v1/application/heloc/consent-types (API-027)', () => {
  it('answers every consent the product records, each with when it is asked for', async () => {
    const response = await injectEndpoint(suite.t.app, consentApi.types, { token: suite.alice.jwt });
    expect(response.statusCode).toBe(200);
    const types = response.json();
    expect(types.map((entry: { type: string }) => entry.type).sort()).toEqual(
      [...CONSENT_TYPES, ...CONSENT_PROMPT_TYPES].sort(),
    );
    expect(types).toContainEqual({ type: 'SOFT_CREDIT', requiredFor: 'SOFT_CREDIT_PULL', required: true });
    expect(types).toContainEqual({ type: 'HARD_CREDIT', requiredFor: 'HARD_CREDIT_PULL', required: true });
    // REG-040: the SMS consents may be declined.
    expect(types).toContainEqual({ type: 'SMS', requiredFor: 'CONTACT_PREFERENCES', required: false });
    expect(types[0].requiredFor).toBe('APPLICATION_START');
  });

  it('is its own call, not an application uuid of the {uuid} route', () => {
    const path = endpointPath(consentApi.types);
    expect(suite.t.app.hasRoute({ method: 'GET', url: path })).toBe(true);
    expect(path.startsWith(endpointPath(applicationApi.list).replace('/all', '/'))).toBe(true);
  });

  it('needs a token', async () => {
    expect((await injectEndpoint(suite.t.app, consentApi.types)).statusCode).toBe(401);
  });
});
