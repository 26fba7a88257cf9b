import { describe, expect, it } from 'vitest';
import { collectMessages } from '../validation/test-helpers.ts';
import { INSURANCE_MESSAGES, zInsuranceFields } from './insurance.ts';

describe('APP-011 zInsuranceFields', () => {
  it.each<[Record<string, unknown>, string[]]>([
    [{}, []],
    [{ type: 'PROOF_OF_FLOOD_INSURANCE' }, []],
    [{ type: 'TRUST_AGREEMENT' }, []],
    [{ type: 'W2' }, [INSURANCE_MESSAGES.type]],
  ])('%o', (fields, messages) => {
    expect(collectMessages(zInsuranceFields, fields)).toEqual(messages);
  });
});
