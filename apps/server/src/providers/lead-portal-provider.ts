/** API-059: the loan officer or broker a borrower was referred by (001 §3 loan originator display info). */
export interface LoanOriginator {
  uuid: string;
  originatorName: string | null;
  brokerName: string | null;
  avatarUri: string | null;
  email: string;
  phoneNumber: string;
  nmls: string;
  channel: 'RETAIL' | 'WHOLESALE';
  licensedStates: string[];
  enforceLicensedStatesForReferral: boolean;
}

/** API-057 / RTE referral: a borrower a loan officer referred (wholesale referral fields, 001 §3). */
export interface Referral {
  uuid: string;
  loanOriginatorUuid: string;
  status: 'ACTIVE' | 'USED' | 'EXPIRED';
  firstName: string;
  lastName: string;
  suffix: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  phoneNumber: string;
  email: string;
}

/** API-037: an affiliate's prefill of the register flow. */
export interface AffiliatePrefill {
  name: { firstName: string; lastName: string };
  address: { street1: string; street2: string; city: string; state: string; zip: string };
  dob: string;
  email: string;
  phone: string;
  income: number;
  affiliates: string[];
  abVersion: string;
}

export interface LeadPortalProvider {
  findLoanOriginator(uuid: string): Promise<LoanOriginator | undefined>;
  findReferral(uuid: string): Promise<Referral | undefined>;
  findAffiliatePrefill(id: string): Promise<AffiliatePrefill | undefined>;
}
