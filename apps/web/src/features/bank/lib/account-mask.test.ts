import { describe, expect, it } from 'vitest';
import { getLastFour } from './account-mask.ts';

// APP-026: accounts show the last 4 characters of the mask (the ABA check is the domain's, journey/bank-accounts).
describe('getLastFour', () => {
  it.each([
    ['123456789', '6789'],
    ['xxxx-4321', '4321'],
    ['••••9876', '9876'],
    ['12', '12'],
    [null, ''],
  ])('%s → %s', (value, expected) => {
    expect(getLastFour(value)).toBe(expected);
  });
});
