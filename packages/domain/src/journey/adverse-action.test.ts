import { describe, expect, it } from 'vitest';
import { findEcoaAgency } from './adverse-action.ts';

describe('PRG-061 the ECOA notice names the lender’s regulator', () => {
  it.each([
    [
      'Bluewater Federal Credit Union',
      'National Credit Union Administration, Office of Consumer Financial Protection',
    ],
    ['Hearth Home Loans, Inc.', 'Bureau of Consumer Financial Protection'],
    ['Cedar Bank, N.A.', 'Bureau of Consumer Financial Protection'],
  ])('%s → %s', (companyName, agency) => {
    expect(findEcoaAgency(companyName).name).toBe(agency);
  });
});
