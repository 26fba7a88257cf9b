import { describe, expect, it } from 'vitest';
import { toIncomeDocumentType } from './income-document-type.ts';

// APP-009, PRG-095: income/upload/{type} sends an ENM-015 document type.
describe('toIncomeDocumentType', () => {
  it.each([
    ['MANUAL_PAYSTUB', 'USER_UPLOADED_PAYSTUB'],
    ['w2', 'W2'],
    ['BANK_STATEMENT', 'BANK_STATEMENT'],
    ['tax', 'TAX_RETURN'],
    ['something-else', 'SUPPORT'],
    ['PASSPORT_FRONT', 'SUPPORT'],
  ])('%s → %s', (routeType, expected) => {
    expect(toIncomeDocumentType(routeType)).toBe(expected);
  });
});
