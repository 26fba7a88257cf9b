import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_TYPES } from '../enums/employment-type.ts';
import { mapEmploymentTypeForCreate } from './employment-type-for-create.ts';

describe('API-024/025 mapEmploymentTypeForCreate', () => {
  it.each([
    ['ALIMONY', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['CHILD_SUPPORT', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['PUBLIC_ASSISTANCE_PROGRAM', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['SEPARATE_MAINTENANCE_PAYMENTS', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['FULL_TIME', 'FULL_TIME'],
    ['PART_TIME', 'PART_TIME'],
    ['RETIRED', 'RETIRED'],
    ['SELF_EMPLOYED', 'SELF_EMPLOYED'],
    ['UNEMPLOYED', 'UNEMPLOYED'],
    ['CONTRACTOR', 'UNRECOGNIZED'],
    ['full_time', 'UNRECOGNIZED'],
    ['', 'UNRECOGNIZED'],
  ])('%s → %s', (input, expected) => {
    expect(mapEmploymentTypeForCreate(input)).toBe(expected);
  });

  it('maps every form value into the short list (ENM-002)', () => {
    for (const type of EMPLOYMENT_TYPES) {
      expect(mapEmploymentTypeForCreate(type)).not.toBe('UNRECOGNIZED');
    }
  });
});
