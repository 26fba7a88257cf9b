import { describe, expect, it } from 'vitest';
import { isApiPath, isApiRequest } from './api-paths.ts';

describe('isApiRequest', () => {
  it.each([
    ['GET', '/service-application/external/api/v2/heloc/states-eligibility', true],
    ['GET', '/identity/secure/api/v1/identity', true],
    ['GET', '/identity-broker/customer/secure/api/v3/self/helocinfo', true],
    ['GET', '/a/external/prepop?x=1', true],
    ['GET', '/api/org-payload?org=hearth', true],
    ['GET', '/api', true],
    ['GET', '/docs', true],
    ['GET', '/docs/json', true],
    ['GET', '/healthz', true],
    ['GET', '/metrics', true],
    ['GET', '/ft/abc', true],
    ['POST', '/waitlist/home-equity-loan-plus', true],
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

  it('ignores the query string', () => {
    expect(isApiPath('/account/heloc?next=/api/x')).toBe(false);
  });
});
