import type { EmploymentType } from '@hearth/domain/enums/employment-type';
import type { NameSuffix } from '@hearth/domain/enums/name-suffix';
import type { OccupancyType } from '@hearth/domain/enums/occupancy-type';

/** 001 §3 Address: street1, street2, city, state, zip. */
export interface RegisterAddress {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

/** REG-022…026: the register data kept in client state between the steps (never the password). */
export interface RegisterData {
  propertyAddress: RegisterAddress & { occupancyType: OccupancyType | '' };
  homeAddress: RegisterAddress;
  isListedForSale: boolean | null;
  income: { income: number | null; otherIncome: number | null; employmentType: EmploymentType | '' };
  name: { firstName: string; middleName: string; lastName: string; suffix: NameSuffix };
  dob: { day: string; month: string; year: string };
  email: string;
  phoneNumber: string;
  consents: {
    communicationConsent: boolean;
    smsMarketingConsent: boolean;
    smsTransactionalConsent: boolean;
    termPrivacyConsent: boolean;
  };
  /** DESIGN.md regulatory content: E-SIGN and the FCRA soft-pull authorisation ('I agree'). */
  regulatoryConsents: { eSign: boolean; softCredit: boolean };
  flags: {
    isSaleStatusSet: boolean;
    isIncomeSet: boolean;
    isPrepopulationComplete: boolean;
    isEmailPrefilled: boolean;
    isNamePrefilled: boolean;
    isDobPrefilled: boolean;
  };
  /** Not PII: the first utm_source seen in the flow (REG-045). */
  utmSource: string;
  /** Not PII: the loan originator id of the `referrer` query (RTE-034) and the referral of `rid` (REG-031). */
  referrerId: string;
  referralId: string;
  /** The create call's Idempotency-Key, kept for retries of the same submit. */
  idempotencyKey: string;
  /** KIT-013: the phone input's country (ISO code); the phone number is typed in its format. */
  phoneCountry: string;
  /** REG-027: the mailed offer's code when the visitor came with one that is still honoured. */
  offerCode: string;
  /** REG-029: the affiliate the prefill came from (its A/B version and affiliate list). */
  affiliate: { abVersion: string; affiliates: string[] } | null;
  /** REG-033 / REG-040: the uuid of each SMS prompt the borrower answered, saved with the answer. */
  smsConsentPrompts: { SMS?: string; SMS_TRANSACTIONAL?: string };
  /** The prefill sources already applied ('offer:CODE', 'profile:uuid'…): each applies once. */
  prefilledFrom: string[];
}

export const EMPTY_ADDRESS: RegisterAddress = { street1: '', street2: '', city: '', state: '', zip: '' };

export function createEmptyRegisterData(): RegisterData {
  return {
    propertyAddress: { ...EMPTY_ADDRESS, occupancyType: '' },
    homeAddress: { ...EMPTY_ADDRESS },
    isListedForSale: null,
    income: { income: null, otherIncome: null, employmentType: '' },
    name: { firstName: '', middleName: '', lastName: '', suffix: '' },
    dob: { day: '', month: '', year: '' },
    email: '',
    phoneNumber: '',
    consents: {
      communicationConsent: false,
      smsMarketingConsent: false,
      smsTransactionalConsent: false,
      termPrivacyConsent: false,
    },
    regulatoryConsents: { eSign: false, softCredit: false },
    flags: {
      isSaleStatusSet: false,
      isIncomeSet: false,
      isPrepopulationComplete: false,
      isEmailPrefilled: false,
      isNamePrefilled: false,
      isDobPrefilled: false,
    },
    utmSource: '',
    referrerId: '',
    referralId: '',
    idempotencyKey: '',
    phoneCountry: 'US',
    offerCode: '',
    affiliate: null,
    smsConsentPrompts: {},
    prefilledFrom: [],
  };
}

/** RTE-008: the flow's later pages need a property street. */
export function hasPropertyStreet(data: RegisterData): boolean {
  return data.propertyAddress.street1.trim() !== '';
}

/** REG-007: the home address is asked only when the property is not the primary home. */
export function needsHomeAddress(data: RegisterData): boolean {
  return data.propertyAddress.occupancyType !== '' && data.propertyAddress.occupancyType !== 'HOME';
}
