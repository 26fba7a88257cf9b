import { describe, expect, it } from 'vitest';
import { getSignerConditionHref, paths } from './paths.ts';

const link = { conditionUuid: 'c-1', conditionType: 'DOCUMENT', conditionEnum: 'PAYSTUB' };

describe('SGN-005/006 signer condition links', () => {
  it.each([
    [undefined, '/heloc-signer/conditions/upload-document'],
    ['identity', '/heloc-signer/conditions/identity'],
    ['upload-document', '/heloc-signer/conditions/upload-document'],
    ['phone-number', '/heloc-signer/conditions/upload-document'],
  ])('location %s → %s, carrying the three ids', (location, path) => {
    const href = getSignerConditionHref({ ...link, location });
    expect(href).toBe(`${path}?conditionUuid=c-1&conditionType=DOCUMENT&conditionEnum=PAYSTUB`);
  });

  it('builds application hrefs under /account/heloc (RTE-001)', () => {
    expect(paths.app.application.getHref('abc', 'bank/autopay')).toBe('/account/heloc/abc/bank/autopay');
    expect(paths.app.application.getHref('abc')).toBe('/account/heloc/abc');
    expect(paths.login.getHref('/dashboard')).toBe('/auth/login?redirectUrl=%2Fdashboard');
  });
});
