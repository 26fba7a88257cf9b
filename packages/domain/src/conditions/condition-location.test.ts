import { describe, expect, it } from 'vitest';
import { CONDITION_CATEGORIES, type ConditionCategory } from '../enums/condition-category.ts';
import { getConditionHref, getConditionLocation, getRequestedDocumentCount } from './condition-location.ts';

const APP = '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';
const COND = '11111111-2222-4333-8444-555555555555';

describe('CND-002/003 the page that answers a condition', () => {
  it.each<[ConditionCategory, string]>([
    ['MISSING_PHONE_NUMBER', 'phone-number'],
    ['ID_VERIFICATION_FAILURE', 'identity'],
    ['IDENTITY_DOCUMENT_FRAUD_REVIEW', 'identity'],
    ['GENERIC_DOCUMENT_REQUEST', 'upload-document'],
    ['HELOC_MANUAL_PAYSTUB_UPLOAD', 'upload-document'],
  ])('%s → %s', (category, location) => {
    expect(getConditionLocation(category)).toBe(location);
  });

  it('every other category uploads documents (the default upload page)', () => {
    const others = CONDITION_CATEGORIES.filter(
      (category) =>
        !['MISSING_PHONE_NUMBER', 'ID_VERIFICATION_FAILURE', 'IDENTITY_DOCUMENT_FRAUD_REVIEW'].includes(
          category,
        ),
    );
    expect(new Set(others.map(getConditionLocation))).toEqual(new Set(['upload-document']));
  });

  it.each<['borrower' | 'signer', ConditionCategory, string[], string]>([
    [
      'borrower',
      'REVIEW_TRUST_REQUIREMENTS',
      ['TRUST_AGREEMENT'],
      `/account/heloc/${APP}/conditions/upload-document?conditionUuid=${COND}&conditionType=TRUST_AGREEMENT&conditionEnum=REVIEW_TRUST_REQUIREMENTS`,
    ],
    ['borrower', 'ID_VERIFICATION_FAILURE', [], `/account/heloc/${APP}/identity`],
    [
      'borrower',
      'MISSING_PHONE_NUMBER',
      [],
      `/account/heloc/${APP}/conditions/phone-number?conditionUuid=${COND}&conditionType=SUPPORT&conditionEnum=MISSING_PHONE_NUMBER`,
    ],
    [
      'signer',
      'ID_VERIFICATION_FAILURE',
      [],
      `/heloc-signer/conditions/identity?conditionUuid=${COND}&conditionType=SUPPORT&conditionEnum=ID_VERIFICATION_FAILURE`,
    ],
    [
      'signer',
      'MISSING_PHONE_NUMBER',
      [],
      `/heloc-signer/conditions/upload-document?conditionUuid=${COND}&conditionType=SUPPORT&conditionEnum=MISSING_PHONE_NUMBER`,
    ],
  ])('SGN-005/006: %s %s', (area, categoryEnum, requestDocuments, href) => {
    expect(getConditionHref(area, APP, { uuid: COND, categoryEnum, requestDocuments })).toBe(href);
  });
});

describe('CND-007 documents requested', () => {
  it.each<[number | undefined, number]>([
    [undefined, 1],
    [0, 1],
    [1, 1],
    [3, 3],
  ])('numDocsRequired %s → %i', (numDocsRequired, count) => {
    expect(getRequestedDocumentCount({ xtraData: { numDocsRequired } })).toBe(count);
  });
});
