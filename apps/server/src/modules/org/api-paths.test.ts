import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi, identityBrokerApi } from '@hearth/domain/api/identity-api';
import { listEndpoints } from '@hearth/domain/api/index';
import { opsApi } from '@hearth/domain/api/ops-api';
import { orgApi } from '@hearth/domain/api/org-api';
import { orgPayloadApi } from '@hearth/domain/api/org-payload-api';
import { leadPortalApi, registrationApi } from '@hearth/domain/api/registration-api';
import { telemetryApi } from '@hearth/domain/api/telemetry-api';
import { describe, expect, it } from 'vitest';
import { isApiPath, isApiRequest } from './api-paths.ts';

describe('isApiRequest', () => {
  it.each([
    ['GET', endpointPath(orgApi.statesEligibility), true],
    ['GET', endpointPath(identityApi.get), true],
    ['GET', endpointPath(identityBrokerApi.selfInfo, { audience: 'customer' }), true],
    ['GET', `${endpointPath(leadPortalApi.affiliatePrefill)}?x=1`, true],
    ['GET', `${endpointPath(orgPayloadApi.payload)}?org=hearth`, true],
    ['GET', '/api', true],
    ['GET', '/docs', true],
    ['GET', '/docs/json', true],
    ['GET', '/healthz', true],
    ['GET', '/metrics', true],
    ['GET', endpointPath(telemetryApi.event, { context: 'abc' }), true],
    ['GET', endpointPath(opsApi.application, { uuid: 'a'.repeat(200) }), true],
    ['GET', '/ops/console', false],
    ['POST', endpointPath(registrationApi.joinWaitlist), true],
    ['POST', '/anything', true],
    ['GET', '/waitlist', false],
    ['GET', '/', false],
    ['HEAD', '/account/heloc/register', false],
    ['GET', '/dashboard', false],
    ['GET', '/documents-help', false],
    ['GET', '/apiary', false],
    ['GET', '/identityx', false],
  ])('%s %s → %s', (method, url, expected) => {
    expect(isApiRequest(method, url)).toBe(expected);
  });

  it.each(listEndpoints().map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s of the contract is an API request, never a page',
    (_, endpoint) => {
      expect(isApiRequest(endpoint.method, endpoint.path)).toBe(true);
    },
  );

  it('ignores the query string', () => {
    expect(isApiPath('/account/heloc?next=/api/x')).toBe(false);
  });
});
