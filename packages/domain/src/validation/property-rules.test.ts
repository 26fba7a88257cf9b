import { describe, expect, it } from 'vitest';
import { checkNewYorkBlocked, checkReferralLicensedState, isDisasterZip } from './property-rules.ts';

/** The spec's messages, verbatim: the rules must answer exactly these. */
const STATE_NOT_AVAILABLE =
  "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";
const REFERRAL_LICENSED_STATE =
  'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.';

describe('VAL-033 checkNewYorkBlocked', () => {
  it.each<[string, boolean, string | undefined]>([
    ['NY', true, STATE_NOT_AVAILABLE],
    ['ny', true, STATE_NOT_AVAILABLE],
    ['NY', false, undefined],
    ['NJ', true, undefined],
  ])('%s, blocked %s → %s', (state, blockNewYork, expected) => {
    expect(checkNewYorkBlocked(state, { blockNewYork })).toBe(expected);
  });
});

describe('VAL-038/039 checkReferralLicensedState', () => {
  const enforcing = { licensedStates: ['CA', 'TX'], enforceLicensedStatesForReferral: true };
  it.each<[string, Parameters<typeof checkReferralLicensedState>[1], string | undefined]>([
    ['CA', enforcing, undefined],
    ['tx', enforcing, undefined],
    ['NY', enforcing, REFERRAL_LICENSED_STATE],
    ['NY', { ...enforcing, enforceLicensedStatesForReferral: false }, undefined],
    ['NY', undefined, undefined],
  ])('%s → %s', (state, referral, expected) => {
    expect(checkReferralLicensedState(state, referral)).toBe(expected);
  });
});

describe('VAL-040 isDisasterZip', () => {
  it.each<[string, boolean]>([
    ['96761', true],
    [' 96761 ', true],
    ['96762', false],
  ])('%s → %s', (zip, expected) => {
    expect(isDisasterZip(zip, ['96761', '90265'])).toBe(expected);
  });
});
