import { describe, expect, it } from 'vitest';
import { ID_TYPE_LABELS, ID_TYPES } from './id-type.ts';

describe('ENM-013 ID type labels', () => {
  it.each([
    ['DRIVERS_LICENSE', "US Driver's License"],
    ['PASSPORT', 'US Passport'],
    ['STATE_ID_CARD', 'US State ID Card'],
    ['PERMANENT_RESIDENT_CARD', 'US Permanent Resident Card'],
  ] as const)('%s reads %s', (type, label) => {
    expect(ID_TYPE_LABELS[type]).toBe(label);
  });

  it('labels every ID type', () => {
    expect(Object.keys(ID_TYPE_LABELS).sort()).toEqual([...ID_TYPES].sort());
  });
});
