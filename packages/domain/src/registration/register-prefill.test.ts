import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RegisterData } from './register-data.ts';
import {
  parseRegisterPrefill,
  REGISTER_PREFILL_PARAMS,
  serializeRegisterPrefill,
} from './register-prefill.ts';
import { COMPLETE_REGISTER_DATA } from './test-fixtures.ts';

const { consents: _consents, ...WITHOUT_CONSENTS } = COMPLETE_REGISTER_DATA;

describe('REG-030 saved prepopulation with short keys', () => {
  it('round-trips register data, never the consents', () => {
    expect(parseRegisterPrefill(serializeRegisterPrefill(COMPLETE_REGISTER_DATA))).toEqual(WITHOUT_CONSENTS);
  });

  it('uses the short keys', () => {
    const data: RegisterData = {
      propertyAddress: { street1: '1 Main St', state: 'TX', occupancyType: 'HOME' },
      name: { firstName: 'Ann' },
      dob: { year: '1986' },
      email: 'a@b.co',
      flags: { prepopulationComplete: true },
    };
    expect(JSON.parse(serializeRegisterPrefill(data))).toEqual({
      pa: { s1: '1 Main St', s: 'TX', o: 'HOME' },
      n: { f: 'Ann' },
      d: { y: '1986' },
      e: 'a@b.co',
      fl: { pc: true },
    });
  });

  it('reads a value from the state or userData query parameter', () => {
    const userData = '{"pa":{"z":"78701"},"fs":true,"in":{"et":"RETIRED","i":50000}}';
    expect(REGISTER_PREFILL_PARAMS).toEqual(['state', 'userData']);
    expect(parseRegisterPrefill(userData)).toEqual({
      propertyAddress: { zip: '78701' },
      isListedForSale: true,
      income: { employmentType: 'RETIRED', income: 50000 },
    });
  });

  it.each<[string, string | null | undefined, RegisterData]>([
    ['missing', null, {}],
    ['empty', '', {}],
    ['not JSON', '{pa:', {}],
    ['an array', '[1,2]', {}],
    ['long keys are not short keys', '{"email":"a@b.co"}', {}],
    ['consents are ignored', '{"cs":{"tpc":true},"e":"a@b.co"}', { email: 'a@b.co' }],
    ['a bad section is dropped', '{"pa":{"o":"CASTLE"},"e":"a@b.co"}', { email: 'a@b.co' }],
  ])('%s', (_case, param, expected) => {
    expect(parseRegisterPrefill(param)).toEqual(expected);
  });

  it('never throws, whatever the link holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (param) => {
        expect(() => parseRegisterPrefill(param)).not.toThrow();
      }),
    );
  });
});
