import type {
  AffiliatePrefill,
  LeadPortalProvider,
  LoanOriginator,
  Referral,
} from '../lead-portal-provider.ts';

/** The sandbox's loan officers: one retail LO (enforces licensed states) and one wholesale broker. */
export const SANDBOX_LOAN_ORIGINATORS: readonly LoanOriginator[] = [
  {
    uuid: '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a01',
    originatorName: 'Jordan Rivera',
    brokerName: null,
    avatarUri: null,
    email: 'jordan.rivera@hearth.example',
    phoneNumber: '503-555-0142',
    nmls: '1234567',
    channel: 'RETAIL',
    licensedStates: ['CA', 'OR', 'WA'],
    enforceLicensedStatesForReferral: true,
  },
  {
    uuid: '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a02',
    originatorName: null,
    brokerName: 'Summit Mortgage Brokers',
    avatarUri: null,
    email: 'loans@summit-brokers.example',
    phoneNumber: '512-555-0199',
    nmls: '7654321',
    channel: 'WHOLESALE',
    licensedStates: ['AZ', 'FL', 'OR', 'TX'],
    enforceLicensedStatesForReferral: false,
  },
];

export const SANDBOX_REFERRALS: readonly Referral[] = [
  {
    uuid: '9c7e2f10-3b6a-4d2e-8f41-2a7b5c9d0e01',
    loanOriginatorUuid: '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a01',
    status: 'ACTIVE',
    firstName: 'Riley',
    lastName: 'Morgan',
    suffix: '',
    street1: '123 Main St',
    street2: '',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
    phoneNumber: '5035550123',
    email: 'riley.morgan@example.com',
  },
];

const SANDBOX_PREFILLS: Readonly<Record<string, AffiliatePrefill>> = {
  'aff-demo-1': {
    name: { firstName: 'Casey', lastName: 'Nguyen' },
    address: { street1: '456 Congress Ave', street2: '', city: 'Austin', state: 'TX', zip: '78701' },
    dob: '1975-05-20',
    email: 'casey.nguyen@example.com',
    phone: '5125550147',
    income: 95000,
    affiliates: ['demo-affiliate'],
    abVersion: 'A',
  },
};

export function createSandboxLeadPortal(): LeadPortalProvider {
  return {
    findLoanOriginator: async (uuid) => SANDBOX_LOAN_ORIGINATORS.find((lo) => lo.uuid === uuid.toLowerCase()),
    findReferral: async (uuid) => SANDBOX_REFERRALS.find((referral) => referral.uuid === uuid.toLowerCase()),
    findAffiliatePrefill: async (id) =>
      Object.hasOwn(SANDBOX_PREFILLS, id) ? SANDBOX_PREFILLS[id] : undefined,
  };
}
