import { describe, expect, it } from 'vitest';
import {
  REFERRAL_LICENSED_STATE_MESSAGE,
  STATE_NOT_AVAILABLE_MESSAGE,
} from '../validation/property-rules.ts';
import {
  asksForSaleWithinSixMonths,
  getPropertyNotices,
  type PropertyNoticeContext,
} from './property-notices.ts';

const main: PropertyNoticeContext = {
  orgCode: 'hearth',
  orgBrand: 'hearth',
  isNewYorkSite: false,
  newYorkModalOn: true,
  disasterWarningOn: true,
  blockNewYork: true,
  referral: undefined,
};

describe('getPropertyNotices', () => {
  it.each([
    // REG-017
    ['HI', '96815', main, { hawaii: true }],
    // REG-018/019: both directions, only for the hearth brand with the flag on
    [
      'NY',
      '10016',
      main,
      {
        newYork: {
          direction: 'toNewYork',
          orgCode: 'hearth-ny',
          path: '/account/heloc/register?org=hearth-ny',
        },
      },
    ],
    [
      'CA',
      '95814',
      { ...main, orgCode: 'hearth-ny', isNewYorkSite: true },
      { newYork: { direction: 'toMain', orgCode: 'hearth', path: '/account/heloc/register?org=hearth' } },
    ],
    ['NY', '10016', { ...main, orgCode: 'hearth-ny', isNewYorkSite: true }, {}],
    // VAL-033, OP-30 (decision 020): without the modal, NY is blocked where regulator review applies
    ['NY', '10016', { ...main, newYorkModalOn: false }, { stateBlocked: STATE_NOT_AVAILABLE_MESSAGE }],
    [
      'NY',
      '10016',
      { ...main, orgBrand: 'silverpine', orgCode: 'silverpine' },
      { stateBlocked: STATE_NOT_AVAILABLE_MESSAGE },
    ],
    ['NY', '10016', { ...main, newYorkModalOn: false, blockNewYork: false }, {}],
    // VAL-040: flag-driven
    ['NC', '28801', main, { disaster: true }],
    ['NC', '28801', { ...main, disasterWarningOn: false }, {}],
    // VAL-038/039
    [
      'TX',
      '78701',
      { ...main, referral: { licensedStates: ['CA'], enforceLicensedStatesForReferral: true } },
      { referralBlocked: REFERRAL_LICENSED_STATE_MESSAGE },
    ],
    [
      'TX',
      '78701',
      { ...main, referral: { licensedStates: ['CA'], enforceLicensedStatesForReferral: false } },
      {},
    ],
    [
      'CA',
      '95814',
      { ...main, referral: { licensedStates: ['CA'], enforceLicensedStatesForReferral: true } },
      {},
    ],
  ] as const)('%s %s → %j', (state, zip, context, expected) => {
    expect(getPropertyNotices({ state, zip }, context)).toEqual({
      hawaii: false,
      newYork: null,
      stateBlocked: undefined,
      referralBlocked: undefined,
      disaster: false,
      ...expected,
    });
  });
});

describe('asksForSaleWithinSixMonths (REG-016)', () => {
  it.each([
    ['silverpine', true],
    ['bluewater-cu', true],
    ['hearth', false],
  ])('%s → %s', (orgCode, expected) => {
    expect(asksForSaleWithinSixMonths(orgCode)).toBe(expected);
  });
});
