import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADDRESS_TYPES, zAddressType } from './address-type.ts';
import { ALIAS_TYPES, zAliasType } from './alias-type.ts';
import { BPO_STATUSES, zBpoStatus } from './bpo-status.ts';
import { BYPASS_STATUSES, zBypassStatus } from './bypass-status.ts';
import { CONDITION_CATEGORIES, zConditionCategory } from './condition-category.ts';
import { CONSENT_PROMPT_TYPES, zConsentPromptType } from './consent-prompt-type.ts';
import { CONSENT_TYPES, zConsentType } from './consent-type.ts';
import { DECISIONS, zDecision } from './decision.ts';
import { DECISION_PROGRESSES, zDecisionProgress } from './decision-progress.ts';
import { DISCOUNT_TYPES, zDiscountType } from './discount-type.ts';
import { DOCUMENT_TYPES, zDocumentType } from './document-type.ts';
import {
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPES_SHORT,
  zEmploymentType,
  zEmploymentTypeShort,
} from './employment-type.ts';
import { ID_TYPES, zIdType } from './id-type.ts';
import { ID_VERIFICATION_STATUSES, zIdVerificationStatus } from './id-verification-status.ts';
import { INCOME_SOURCES, zIncomeSource } from './income-source.ts';
import { NAME_SUFFIXES, zNameSuffix } from './name-suffix.ts';
import { OCCUPANCY_TYPES, zOccupancyType } from './occupancy-type.ts';
import { OFFER_TYPES, zOfferType } from './offer-type.ts';
import { OWNERSHIP_TYPES, zOwnershipType } from './ownership-type.ts';
import { PAYMENT_TYPES, zPaymentType } from './payment-type.ts';
import { PROFILE_TYPES, zProfileType } from './profile-type.ts';
import { PROPERTY_CONDITIONS, zPropertyCondition } from './property-condition.ts';
import { SUB_DECISIONS, zSubDecision } from './sub-decision.ts';
import { TITLE_STATUSES, zTitleStatus } from './title-status.ts';

type EnumCase = [id: string, values: readonly string[], schema: z.ZodType, expected: readonly string[]];

// Each row pins the spec's values: renaming, dropping or adding one fails here.
const cases: EnumCase[] = [
  [
    'ENM-001 employment',
    EMPLOYMENT_TYPES,
    zEmploymentType,
    [
      'ALIMONY',
      'CHILD_SUPPORT',
      'FULL_TIME',
      'PART_TIME',
      'PUBLIC_ASSISTANCE_PROGRAM',
      'RETIRED',
      'SELF_EMPLOYED',
      'SEPARATE_MAINTENANCE_PAYMENTS',
      'UNEMPLOYED',
    ],
  ],
  [
    'ENM-002 employment short',
    EMPLOYMENT_TYPES_SHORT,
    zEmploymentTypeShort,
    ['FULL_TIME', 'PART_TIME', 'RETIRED', 'SELF_EMPLOYED', 'SEPARATE_MAINTENANCE_PAYMENTS', 'UNEMPLOYED'],
  ],
  ['ENM-003 ownership', OWNERSHIP_TYPES, zOwnershipType, ['SOLE', 'JOINT', 'TRUST']],
  ['ENM-004 occupancy', OCCUPANCY_TYPES, zOccupancyType, ['HOME', 'SECONDARY', 'INVESTMENT']],
  ['ENM-005 payment', PAYMENT_TYPES, zPaymentType, ['AUTOPAY', 'MANUAL']],
  ['ENM-006 bypass', BYPASS_STATUSES, zBypassStatus, ['WAITING', 'BYPASS', 'NO_BYPASS']],
  [
    'ENM-007 id verification',
    ID_VERIFICATION_STATUSES,
    zIdVerificationStatus,
    ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'],
  ],
  [
    'ENM-008 bpo',
    BPO_STATUSES,
    zBpoStatus,
    ['BPO_NOT_REQUIRED', 'BPO_REQUIRED', 'UNKNOWN_BPO_STATUS', 'BPO_PROCESSING', 'BPO_COMPLETE'],
  ],
  [
    'ENM-009 property condition',
    PROPERTY_CONDITIONS,
    zPropertyCondition,
    ['UNKNOWN_CONDITION', 'NOT_AVAILABLE', 'POOR', 'FAIR', 'AVERAGE', 'GOOD', 'EXCELLENT'],
  ],
  [
    'ENM-010 title',
    TITLE_STATUSES,
    zTitleStatus,
    [
      'TITLE_REQUIRED',
      'TITLE_NOT_REQUIRED',
      'PREQUAL_TITLE_PROCESSING',
      'PREQUAL_TITLE_COMPLETE',
      'FINAL_TITLE_PROCESSING',
      'FINAL_TITLE_COMPLETE',
      'UNKNOWN_TITLE_STATUS',
    ],
  ],
  [
    'ENM-011 income source',
    INCOME_SOURCES,
    zIncomeSource,
    [
      'EMPINFO',
      'MANUAL_PAYSTUB',
      'OTHER',
      'PLAID_TRANSACTIONS',
      'POINTSERV_1099_MISC',
      'POINTSERV_PAYROLL',
      'POINTSERV_TAX',
      'TRUV_FINANCIAL_ACCOUNTS',
      'TRUV_PAYROLL',
      'UNKNOWN',
    ],
  ],
  [
    'ENM-012 discount',
    DISCOUNT_TYPES,
    zDiscountType,
    [
      'ALL_IN',
      'AUTOPAY',
      'CREDIT_UNION',
      'DEPARTMENT_OF_COMMERCE_CU',
      'QUORUM',
      'TEACHERS_FEDERAL_CU',
      'VALLEY_STRONG_FFA',
      'VALLEY_STRONG_NON_FFA',
    ],
  ],
  [
    'ENM-013 id type',
    ID_TYPES,
    zIdType,
    ['DRIVERS_LICENSE', 'PASSPORT', 'STATE_ID_CARD', 'PERMANENT_RESIDENT_CARD'],
  ],
  [
    'ENM-014 condition category',
    CONDITION_CATEGORIES,
    zConditionCategory,
    [
      'BANK_ACCOUNT_FRAUD_REVIEW',
      'ID_VERIFICATION_FAILURE',
      'MISSING_PHONE_NUMBER',
      'REVIEW_TRUST_REQUIREMENTS',
      'PROPERTY_LEGAL_DESCRIPTION',
      'IDENTITY_DOCUMENT_FRAUD_REVIEW',
      'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
      'FALSE_OWNERSHIP_TYPE_REVIEW',
      'HELOC_MANUAL_PAYSTUB_UPLOAD',
      'HARD_CREDIT_INQUIRY_REVIEW',
      'GENERIC_DOCUMENT_REQUEST',
      'ESCALATION_REVIEW',
    ],
  ],
  [
    'ENM-016 decision',
    DECISIONS,
    zDecision,
    [
      'APPROVED',
      'ASSET_DEPLETION',
      'DECLINE',
      'ERROR',
      'FINAL',
      'INELIGIBLE',
      'INITIAL',
      'REVIEW',
      'SELECT',
      'UNKNOWN',
    ],
  ],
  [
    'ENM-017 sub-decision',
    SUB_DECISIONS,
    zSubDecision,
    [
      'BPO_PENDING',
      'CREDIT_FROZEN',
      'FINAL_OFFER',
      'UNKNOWN_SUBDECISION',
      'UNVERIFIED_DTI_LIMITED',
      'UNVERIFIED_OFFER',
      'UNVERIFIED_ONBOARDING_COMPLETE',
      'VERIFIED_DTI_LIMITED',
      'VERIFIED_INCOME_MATCHED_OFFER',
      'VERIFIED_OFFER',
      'VERIFIED_RESERVE_LIMITED',
    ],
  ],
  [
    'ENM-018 decision progress',
    DECISION_PROGRESSES,
    zDecisionProgress,
    ['INITIAL', 'IN_PROGRESS', 'COMPLETE'],
  ],
  ['ENM-019 offer type', OFFER_TYPES, zOfferType, ['FIXED', 'VARIABLE', 'UNKNOWN']],
  ['ENM-020 suffix', NAME_SUFFIXES, zNameSuffix, ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR']],
  [
    'ENM-021 consent',
    CONSENT_TYPES,
    zConsentType,
    ['SOFT_CREDIT', 'HARD_CREDIT', 'E_SIGN', 'TERMS_AND_PRIVACY', 'ELECTRONIC_COMMUNICATIONS'],
  ],
  ['ENM-021 consent prompt', CONSENT_PROMPT_TYPES, zConsentPromptType, ['SMS', 'SMS_TRANSACTIONAL']],
  ['ENM-022 profile', PROFILE_TYPES, zProfileType, ['BORROWER', 'CO_DEEDER']],
  ['ENM-022 address', ADDRESS_TYPES, zAddressType, ['HOME']],
  ['ENM-022 alias', ALIAS_TYPES, zAliasType, ['Phone']],
];

describe.each(cases)('%s', (_id, values, schema, expected) => {
  it('lists exactly the specified values', () => {
    expect(values).toEqual(expected);
  });

  it('accepts every listed value', () => {
    for (const value of expected) {
      expect(schema.parse(value)).toBe(value);
    }
  });

  it('rejects a value outside the list and a lower-cased member', () => {
    expect(schema.safeParse('NOT_A_MEMBER').success).toBe(false);
    const lowered = expected.find((value) => value.toLowerCase() !== value)?.toLowerCase();
    expect(schema.safeParse(lowered).success).toBe(false);
  });
});

describe('ENM-015 document types (OP-11)', () => {
  it.each([
    'APPLICATION_SUMMARY',
    'BANK_STATEMENT',
    'DRIVERS_LICENSE_FRONT',
    'DRIVERS_LICENSE_BACK',
    'PASSPORT_FRONT',
    'ID_CARD_FRONT',
    'PERMANENT_RESIDENT_FRONT',
    'PROOF_OF_HAZARD_INSURANCE',
    'PROOF_OF_FLOOD_INSURANCE',
    'TRUST_AGREEMENT',
    'CFPB_HELOC_BOOKLET',
    'EARLY_HELOC_DISCLOSURE',
    'GLBA_NOTICE',
    'NOTICE_OF_RIGHT_TO_CANCEL',
    'NOTE',
    'DEED_OF_TRUST',
    'RIGHT_NOT_TO_CLOSE',
    'STATEMENT_OF_LOAN',
    'USER_UPLOADED_PAYSTUB',
    'CANCELLATION_PROOF',
    'SUPPORT',
  ])('includes %s', (type) => {
    expect(zDocumentType.parse(type)).toBe(type);
  });

  it('holds about 30 distinct values', () => {
    expect(new Set(DOCUMENT_TYPES).size).toBe(DOCUMENT_TYPES.length);
    expect(DOCUMENT_TYPES.length).toBeGreaterThanOrEqual(28);
    expect(DOCUMENT_TYPES.length).toBeLessThanOrEqual(34);
  });
});
