import { describe, expect, it } from 'vitest';
import { makeOrgPayload } from '../../test/org-fixture.ts';
import { isAcceptingApplications } from './accepting-applications.ts';

describe('RTE-028/029 not accepting applications', () => {
  it.each<[string, 'RETAIL' | 'WHOLESALE', boolean, string, boolean]>([
    ['retail, no loan officer needed', 'RETAIL', false, '', true],
    ['loan officer required, none given', 'RETAIL', true, '', false],
    ['loan officer required, blank referrer', 'RETAIL', true, '?referrer=%20', false],
    ['loan officer required, referrer given (RTE-034)', 'RETAIL', true, '?referrer=lo-123', true],
    ['wholesale without a referring broker', 'WHOLESALE', false, '', false],
    ['wholesale with a referring broker', 'WHOLESALE', true, '?referrer=broker-9', true],
  ])('%s → accepting: %s', (_case, channel, requiresLoanOfficer, search, expected) => {
    const org = makeOrgPayload({ heloc: { channel, requiresLoanOfficer } });
    expect(isAcceptingApplications(org, search)).toBe(expected);
  });
});
