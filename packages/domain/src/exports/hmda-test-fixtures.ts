import type { HmdaReporter } from './hmda-lar-file.ts';
import type { HmdaLarSource } from './hmda-lar-mapping.ts';

/** A published-format LEI with valid ISO 17442 check digits. */
export const TEST_LEI = '5493001KJTIIGC8Y1R12';

export const TEST_REPORTER: HmdaReporter = {
  institutionName: 'Aspen Ridge Mortgage',
  lei: TEST_LEI,
  taxId: '84-1234567',
  agencyCode: '9',
  contact: {
    name: 'HMDA Compliance',
    phone: '303-555-0100',
    email: 'hmda@example.com',
    street: '1 Main St',
    city: 'Boulder',
    state: 'CO',
    zip: '80302',
  },
};

/** A funded line: every field Hearth holds is filled. */
export function fundedSource(overrides: Partial<HmdaLarSource> = {}): HmdaLarSource {
  return {
    loanNumber: '1234567897',
    applicationDate: '2026-03-02',
    finalStep: 'COMPLETE',
    finalEvent: 'FUNDED',
    finalDetail: null,
    actionTakenDate: '2026-04-10',
    reachedApproval: true,
    amount: '85000.50',
    occupancyType: 'HOME',
    propertyAddress: { street1: '12 Elm St', street2: 'Unit 4', city: 'Boulder', state: 'CO', zip: '80302' },
    annualIncome: '125400.00',
    applicantDob: '1980-07-14',
    hmdaAnswers: {
      ethnicity: ['HISPANIC_OR_LATINO', 'MEXICAN'],
      race: ['WHITE'],
      sex: ['FEMALE'],
      collectedBy: 'ONLINE',
      submittedAt: '2026-03-03T10:00:00.000Z',
    },
    rate: '8.2500',
    termYears: '10',
    propertyValue: '540000.00',
    ...overrides,
  };
}
