import { describe, expect, it } from 'vitest';
import { readRegisterData, zRegisterData } from './register-data.ts';
import { COMPLETE_REGISTER_DATA } from './test-fixtures.ts';

describe('REG-022…026 zRegisterData (draft)', () => {
  it('holds a complete walk unchanged', () => {
    expect(zRegisterData.parse(COMPLETE_REGISTER_DATA)).toEqual(COMPLETE_REGISTER_DATA);
  });

  it('accepts an empty draft (nothing entered yet)', () => {
    expect(zRegisterData.parse({})).toEqual({});
  });

  it.each<[string, unknown]>([
    ['unknown occupancy', { propertyAddress: { occupancyType: 'RENTAL' } }],
    ['employment outside ENM-001', { income: { employmentType: 'CONTRACTOR' } }],
    ['for-sale as text', { isListedForSale: 'yes' }],
    ['5,000-character-plus name', { name: { firstName: 'a'.repeat(5001) } }],
  ])('refuses %s', (_case, input) => {
    expect(zRegisterData.safeParse(input).success).toBe(false);
  });
});

describe('readRegisterData', () => {
  it('drops unknown keys and keeps readable sections when one is stale', () => {
    const stored = {
      ...COMPLETE_REGISTER_DATA,
      income: { employmentType: 'RETIRED_OLD_VALUE' },
      password: 'never kept',
    };
    const { income: _dropped, ...rest } = COMPLETE_REGISTER_DATA;
    expect(readRegisterData(stored)).toEqual(rest);
  });

  it.each([null, 'text', 42, []])('reads %j as an empty draft', (value) => {
    expect(readRegisterData(value)).toEqual({});
  });
});
