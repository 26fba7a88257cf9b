import { describe, expect, it } from 'vitest';
import { checkStateZipMatch } from './state-zip.ts';

const ZIPS: Record<string, string> = { '78701': 'TX', '10001': 'NY', '35203': 'AL' };
const MISMATCH = 'Zipcode does not match the state';
const findStateForZip = (zip: string) => ZIPS[zip];

describe('checkStateZipMatch', () => {
  it.each<[string, string, string | undefined]>([
    ['TX', '78701', undefined],
    ['tx', ' 78701 ', undefined],
    ['NY', '78701', MISMATCH],
    ['AL', '10001', MISMATCH],
    ['CA', '99999', undefined],
  ])('%s %s → %s', (state, zip, expected) => {
    expect(checkStateZipMatch({ state, zip }, findStateForZip)).toBe(expected);
  });
});
